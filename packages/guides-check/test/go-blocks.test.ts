import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.js';

/**
 * The Go code blocks of every docs page, parsed by gofmt (Debian's golang-go). They are checked
 * here and not with the site's other code blocks in the fast tier: no Go parser ships on npm, and
 * this tier has the Go toolchain anyway (it builds the Gin guide).
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

const goBlocks = docsDirs.flatMap(pageFiles).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^([ \t]*)```go\b[^\n]*\n([\s\S]*?)^\1```/gm)].map(
    (match) => ({
      where: `${relative(repoRoot, file)}:${readFileSync(file, 'utf8').slice(0, match.index).split('\n').length}`,
      code: match[2]!.replace(new RegExp(`^${match[1]}`, 'gm'), ''),
    }),
  ),
);

/** gofmt's first syntax errors, or null when the code parses (`-e`: every error). */
function gofmtErrors(code: string): string | null {
  const result = spawnSync('gofmt', ['-e'], { input: code, encoding: 'utf8' });
  if (result.error) throw new Error(`gofmt not runnable: ${result.error.message}`);
  return result.status === 0 ? null : result.stderr.trim().split('\n').slice(0, 3).join(' ');
}

describe('Go code blocks of the docs pages', () => {
  it('finds them', () => {
    expect(goBlocks.length).toBeGreaterThan(0);
  });

  it.each(goBlocks.map((block) => [block.where, block.code] as const))(
    '%s parses',
    (_where, code) => {
      expect(gofmtErrors(code)).toBeNull();
    },
  );

  it('gofmt rejects broken Go and accepts a program', () => {
    expect(gofmtErrors('package main\nfunc main( {')).toEqual(expect.any(String));
    expect(
      gofmtErrors('package main\n\nimport "os"\n\nfunc main() { _ = os.Getenv("PORT") }'),
    ).toBeNull();
  });
});
