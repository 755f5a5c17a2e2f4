import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.js';

/**
 * The Go and Python code blocks of every docs page, parsed by gofmt (Debian's golang-go) and
 * Python's own parser. They are checked here and not with the site's other code blocks in the
 * fast tier, which needs Node and npm only: no Go or Python parser ships on npm, and this tier has
 * both toolchains anyway (it builds the Gin guide and runs the Python guides).
 */
const siteDir = join(repoRoot, 'site');
const docsDirs = [
  join(siteDir, 'docs'),
  join(siteDir, 'examples-docs'),
  ...readdirSync(join(siteDir, 'i18n')).flatMap((locale) =>
    ['docusaurus-plugin-content-docs', 'docusaurus-plugin-content-docs-examples'].map((plugin) =>
      join(siteDir, 'i18n', locale, plugin, 'current'),
    ),
  ),
];

const pageFiles = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => join(dir, file));
  } catch {
    return [];
  }
};

const blocksOf = (lang: string) =>
  docsDirs.flatMap(pageFiles).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const fence = new RegExp(
      `^([ \\t]*)\`\`\`(?:${lang})\\b[^\\n]*\\n([\\s\\S]*?)^\\1\`\`\``,
      'gm',
    );
    return [...text.matchAll(fence)].map((match) => ({
      where: `${relative(repoRoot, file)}:${text.slice(0, match.index).split('\n').length}`,
      code: match[2]!.replace(new RegExp(`^${match[1]}`, 'gm'), ''),
    }));
  });

/** gofmt's first syntax errors, or null when the code parses (`-e`: every error). */
function gofmtErrors(code: string): string | null {
  const result = spawnSync('gofmt', ['-e'], { input: code, encoding: 'utf8' });
  if (result.error) throw new Error(`gofmt not runnable: ${result.error.message}`);
  return result.status === 0 ? null : result.stderr.trim().split('\n').slice(0, 3).join(' ');
}

/** Python's first syntax error, or null when the code parses. */
function pythonErrors(code: string): string | null {
  const parse = 'import ast, sys; ast.parse(sys.stdin.read())';
  const result = spawnSync('python3', ['-c', parse], { input: code, encoding: 'utf8' });
  if (result.error) throw new Error(`python3 not runnable: ${result.error.message}`);
  return result.status === 0 ? null : result.stderr.trim().split('\n').slice(-3).join(' ');
}

describe.each([
  ['go', gofmtErrors],
  ['python|py', pythonErrors],
] as const)('%s code blocks of the docs pages', (lang, errors) => {
  const blocks = blocksOf(lang);
  it.each(blocks.map((block) => [block.where, block.code] as const))(
    '%s parses',
    (_where, code) => {
      expect(errors(code)).toBeNull();
    },
  );
});

describe('the system parsers', () => {
  it('find Go and Python blocks on the pages', () => {
    expect(blocksOf('go').length).toBeGreaterThan(0);
    expect(blocksOf('python|py').length).toBeGreaterThan(0);
  });

  it('python3 rejects broken Python and accepts a program', () => {
    expect(pythonErrors('def f(:\n  pass')).toEqual(expect.any(String));
    expect(pythonErrors('import os\nprint(os.environ["PORT"])')).toBeNull();
  });

  it('gofmt rejects broken Go and accepts a program', () => {
    expect(gofmtErrors('package main\nfunc main( {')).toEqual(expect.any(String));
    expect(
      gofmtErrors('package main\n\nimport "os"\n\nfunc main() { _ = os.Getenv("PORT") }'),
    ).toBeNull();
  });
});
