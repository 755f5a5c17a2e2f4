/**
 * The build contract of spec sections 1 and 5: broken links abort the build,
 * broken markdown links and anchors only warn, and each configuration error
 * stops the build with a message naming the problem. Each case builds the
 * real site configuration (English only) with one fault injected.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { underBuildLock } from '../../scripts/build-lock.mjs';
import { afterAll, describe, expect, it } from 'vitest';

const siteDir = path.resolve(__dirname, '..');
// Inside the site so that the presets and plugins the config names resolve.
const cacheDir = path.join(siteDir, 'node_modules', '.cache');
fs.mkdirSync(cacheDir, { recursive: true });
const workDir = fs.mkdtempSync(path.join(cacheDir, 'build-contract-'));
const createdConfigs: string[] = [];
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  for (const file of createdConfigs) fs.rmSync(file, { force: true });
});

interface BuildResult {
  status: number | null;
  output: string;
}

/**
 * Builds with a config module that imports the site's config and applies
 * `mutation` (TypeScript source operating on `config`). Fixture docs are
 * written to a folder of their own, served under /fixture/.
 */
function buildWith(
  name: string,
  mutation: string,
  fixtureDocs: Record<string, string> = {},
): BuildResult {
  const fixtureDir = path.join(workDir, name, 'docs');
  fs.mkdirSync(fixtureDir, { recursive: true });
  for (const [file, text] of Object.entries(fixtureDocs)) {
    fs.writeFileSync(path.join(fixtureDir, file), text);
  }
  // Beside the real config, so relative module paths in it resolve the same way.
  const configFile = path.join(siteDir, `.contract-${name}.config.ts`);
  createdConfigs.push(configFile);
  fs.writeFileSync(
    configFile,
    `import config from './docusaurus.config';
const fixtureDir = ${JSON.stringify(fixtureDir)};
${mutation}
export default config;
`,
  );
  const [program, args] = underBuildLock([
    'npx',
    'docusaurus',
    'build',
    '--config',
    configFile,
    '--locale',
    'en',
    '--out-dir',
    path.join(workDir, name, 'build'),
  ]);
  const result = spawnSync(program, args, {
    cwd: siteDir,
    encoding: 'utf8',
    env: { ...process.env, NUBIVA_ANNOUNCEMENT: '' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const addFixtureDocs = `
(config.plugins ??= []).push([
  '@docusaurus/plugin-content-docs',
  { id: 'fixture', path: fixtureDir, routeBasePath: 'fixture', sidebarPath: false },
]);
`;

describe('build contract', () => {
  it('a broken link aborts the build and names the link', () => {
    const result = buildWith('broken-link', addFixtureDocs, {
      'page.md': '# Fixture\n\nA [dead link](/this-page-does-not-exist).\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/found broken links/i);
    expect(result.output).toContain('/this-page-does-not-exist');
  });

  it('broken anchors and duplicate routes only warn', () => {
    const result = buildWith('warnings', addFixtureDocs, {
      'page.md': '# Fixture\n\nSee [a missing heading](/overview#no-such-heading).\n',
      'one.md': '---\nslug: /twice\n---\n# One\n',
      'two.md': '---\nslug: /twice\n---\n# Two\n',
    });
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/\[WARNING\][\s\S]*broken anchor[\s\S]*no-such-heading/i);
    expect(result.output).toMatch(/\[WARNING\][\s\S]*duplicate routes[\s\S]*\/fixture\/twice/i);
  });

  it('a broken markdown link is reported as a warning, not an error', () => {
    const result = buildWith('markdown-link', addFixtureDocs, {
      'page.md': '# Fixture\n\nSee [missing](./missing-page.md).\n',
    });
    expect(result.output).toMatch(/\[WARNING\][^\n]*Markdown link[\s\S]*missing-page\.md/i);
    expect(result.output).not.toMatch(/\[ERROR\][^\n]*Markdown link/i);
  });

  it('an unknown navbar item type stops the build', () => {
    const result = buildWith(
      'navbar-type',
      `(config.themeConfig as any).navbar.items.push({ type: 'notARealType', label: 'x' });`,
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/notARealType/);
    expect(result.output).toMatch(/navbar item type/i);
  });

  it('a nonexistent version name stops the build', () => {
    const result = buildWith(
      'version-name',
      `const docs = (config.presets as any)[0][1].docs; docs.lastVersion = 'v99';`,
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('v99');
    expect(result.output).toMatch(/version/i);
  });

  it('a sidebar id without a link target stops the build', () => {
    const result = buildWith(
      'sidebar-target',
      `(config.themeConfig as any).navbar.items.push({ type: 'docSidebar', sidebarId: 'noSuchSidebar', label: 'x' });`,
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('noSuchSidebar');
  });

  it('an invalid announcement bar stops the build naming the field', () => {
    const result = spawnSync(
      'npx',
      ['docusaurus', 'build', '--locale', 'en', '--out-dir', path.join(workDir, 'ann')],
      {
        cwd: siteDir,
        encoding: 'utf8',
        env: { ...process.env, NUBIVA_ANNOUNCEMENT: '{"id":"x"}' },
      },
    );
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain(
      'NUBIVA_ANNOUNCEMENT: "content" is required',
    );
  });
});
