import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const patchDir = path.join(root, 'patches');
const patches = readdirSync(patchDir).filter((file) => file.endsWith('.patch'));
const readme = readFileSync(path.join(patchDir, 'README.md'), 'utf8');

/** The patch-package command line of the root's postinstall (what `npm ci` runs). */
const installCommand = (): string[] => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command = scripts.postinstall?.split('&&').map((part) => part.trim().split(/\s+/));
  const patchPackage = command?.find((words) => words[0] === 'patch-package');
  if (!patchPackage) throw new Error('the root postinstall does not run patch-package');
  return patchPackage.slice(1);
};

describe('patches/', () => {
  it('holds the patches', () => {
    expect(patches.length).toBeGreaterThan(0);
  });

  /**
   * The patch's header (the lines before `diff --git`, which patch-package ignores): what it
   * changes and why, for which package and version; and its `# Upstream:` line, a filed issue's
   * address or the title of a README section holding the text ready to file (the problem
   * and a proposal; none of the three is filed yet).
   */
  const headerOf = (file: string) => {
    const text = readFileSync(path.join(patchDir, file), 'utf8');
    const header = text.split('diff --git')[0]!;
    const [, name, version, why] = /^# (@?[\w./-]+) (\d+\.\d+\.\d+): (.+)$/m.exec(header) ?? [];
    const touched = [...text.matchAll(/^diff --git a\/(\S+)/gm)].map((match) => match[1]!);
    return { header, name, version, why, touched };
  };
  const upstreamOf = (file: string): string => {
    const line = /^# Upstream: (.+)$/m.exec(headerOf(file).header)?.[1] ?? '';
    if (/https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+/.test(line)) return line;
    const title = /its text is in patches\/README\.md \("([^"]+)"\)/.exec(line)?.[1];
    if (!title) throw new Error(`${file}: its "# Upstream:" line names no issue and no text`);
    const section = readme.split(/^### /m).find((part) => part.startsWith(`${title} (`));
    if (!section) throw new Error(`${file}: patches/README.md has no section "${title}"`);
    if (!/Proposal:/.test(section)) throw new Error(`${file}: "${title}" makes no proposal`);
    return title;
  };

  it.each(patches)(
    '%s says what it changes and why, for the installed version of its package',
    (file) => {
      const { name, version, why, touched } = headerOf(file);
      expect(why?.length ?? 0, `${file}: no "# <package> <version>: <why>" line`).toBeGreaterThan(
        20,
      );
      // The file name (patch-package's) and the header name the same package and version.
      expect(file.startsWith(`${name!.replace('/', '+')}+${version}+`)).toBe(true);
      const installed = JSON.parse(
        readFileSync(path.join(root, 'node_modules', name!, 'package.json'), 'utf8'),
      ) as { version: string };
      expect({ file, installed: installed.version }).toEqual({ file, installed: version });
      // It changes readable files of that package only.
      expect(touched.length).toBeGreaterThan(0);
      for (const target of touched) {
        expect(target.startsWith(`node_modules/${name}/lib/`), target).toBe(true);
        expect(target.endsWith('.min.js'), target).toBe(false);
      }
    },
  );

  it.each(patches)('%s has its upstream issue text ready, and is listed in the README', (file) => {
    expect(upstreamOf(file)).not.toBe('');
    expect(readme).toContain(file.replace(/\.patch$/, ''));
  });

  /** Patches by the package version they are for, in the order patch-package applies them. */
  const byPackage = new Map<string, string[]>();
  for (const file of [...patches].sort()) {
    const name = file.replace(/\+\d{3}\+[^+]+\.patch$/, '');
    byPackage.set(name, [...(byPackage.get(name) ?? []), file]);
  }

  it.each([...byPackage])(
    '%s: every patch is applied in node_modules, in order',
    (_name, files) => {
      // patch-package's own state file can say "applied" about a file that was replaced
      // since, so the files themselves are checked: on a copy, the package's patches are
      // reversed from the last to the first, and each must reverse cleanly (a later patch
      // may change an earlier one's context lines).
      const copy = mkdtempSync(path.join(tmpdir(), 'nubiva-applied-'));
      try {
        for (const file of files) {
          for (const [, touched] of readFileSync(path.join(patchDir, file), 'utf8').matchAll(
            /^diff --git a\/(\S+)/gm,
          )) {
            mkdirSync(path.dirname(path.join(copy, touched!)), { recursive: true });
            copyFileSync(path.join(root, touched!), path.join(copy, touched!));
          }
        }
        for (const file of [...files].reverse()) {
          const result = spawnSync('git', ['apply', '--reverse', path.join(patchDir, file)], {
            cwd: copy,
            encoding: 'utf8',
          });
          expect({ file, stderr: result.stderr, status: result.status }).toEqual({
            file,
            stderr: '',
            status: 0,
          });
        }
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
  );
});

describe('the install command', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'nubiva-patches-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** A project with one installed package and one patch, run through the install's patch-package flags. */
  function install(patchFile: string, patch: string) {
    const project = mkdtempSync(path.join(work, 'project-'));
    writeFileSync(path.join(project, 'package.json'), '{"name":"project","version":"1.0.0"}');
    mkdirSync(path.join(project, 'node_modules', 'fake'), { recursive: true });
    writeFileSync(
      path.join(project, 'node_modules', 'fake', 'package.json'),
      '{"name":"fake","version":"1.0.0"}',
    );
    writeFileSync(path.join(project, 'node_modules', 'fake', 'index.js'), 'module.exports = 1;\n');
    mkdirSync(path.join(project, 'patches'));
    writeFileSync(path.join(project, 'patches', patchFile), patch);
    return spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'patch-package', 'index.js'), ...installCommand()],
      { cwd: project, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
  }
  const patchOf = (from: string, to: string): string =>
    [
      '# Upstream: none (test)',
      '',
      'diff --git a/node_modules/fake/index.js b/node_modules/fake/index.js',
      '--- a/node_modules/fake/index.js',
      '+++ b/node_modules/fake/index.js',
      '@@ -1 +1 @@',
      `-${from}`,
      `+${to}`,
      '',
    ].join('\n');

  it('applies a patch that fits', () => {
    const result = install(
      'fake+1.0.0.patch',
      patchOf('module.exports = 1;', 'module.exports = 2;'),
    );
    expect(result.status).toBe(0);
  });

  it('fails when a patch does not apply', () => {
    const result = install(
      'fake+1.0.0.patch',
      patchOf('module.exports = 3;', 'module.exports = 2;'),
    );
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/fake/);
  });

  it('fails when a patch was made for another version', () => {
    const result = install(
      'fake+0.9.0.patch',
      patchOf('module.exports = 1;', 'module.exports = 2;'),
    );
    expect(result.status).not.toBe(0);
  });
});
