import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository as a reader finds it, without the issue tracker or the product specification:
 * the root README is a short map whose every path exists, and no file sends the reader to an
 * issue number or a section of a document they do not have (the requirements they need are
 * docs/requirements.md, the choices decisions/).
 */
const root = path.resolve(__dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

/** The README's lines that name a path of the repository: code spans and relative links. */
export function pathsNamed(markdown: string, topLevel: ReadonlySet<string>): string[] {
  const candidates = [
    ...[...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!),
    ...[...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^(?:[a-z]+:|#)/.test(target)),
  ];
  return candidates
    .map((candidate) => candidate.replace(/#.*$/, '').replace(/\/$/, ''))
    .filter((candidate) => !/[\s*<>{}…|]/.test(candidate) && candidate !== '')
    .filter((candidate) => topLevel.has(candidate.split('/')[0]!));
}

describe('the root README', () => {
  const readme = read('README.md');
  const topLevel = new Set(tracked.map((file) => file.split('/')[0]!));

  it('is a map of at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('names only paths that exist', () => {
    const named = pathsNamed(readme, topLevel);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it('reads code spans and relative links as paths, and ignores the rest', () => {
    const sample =
      '`site/src/data`, `npm test`, [the server](packages/server/README.md#storage), ' +
      '[web](https://example.com/site/x), `site/i18n/<locale>/`, `/de/service/`';
    expect(pathsNamed(sample, new Set(['site', 'packages']))).toEqual([
      'site/src/data',
      'packages/server/README.md',
    ]);
  });
});

/** A pointer to an issue number or to a numbered part of the specification. */
const dangling =
  /\b[Ii]ssues? #?\d+|\bspec(?:ification)?(?: sections?| §| \d)|\bthe spec\b|\bspec['’]s\b/;
/** This file excepted: it holds the pattern's examples. */
const checked = tracked.filter(
  (file) => /\.(?:ts|tsx|mjs|js|css|md)$/.test(file) && file !== 'site/test/repository.test.ts',
);

describe('references', () => {
  it('no source, test or Markdown file points to an issue number or a spec section', () => {
    const found = checked.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          dangling.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    // Give the reason, or point to docs/requirements.md#<anchor> or a decision record; a
    // third-party specification by its name ("the MCP specification").
    expect(found).toEqual([]);
  });

  it('the pattern finds the forms a pointer takes', () => {
    for (const line of [
      '(issue 18)',
      'Issue 28: the server',
      'spec section 7',
      'spec § 9',
      "the spec's limits",
    ]) {
      expect(dangling.test(line), line).toBe(true);
    }
    expect(dangling.test('a specification of the route table, see the issue tracker')).toBe(false);
  });

  it('every anchor of docs/requirements.md that a file points to exists', () => {
    const anchors = new Set(
      [...read('docs/requirements.md').matchAll(/^#{2,3} (.+)$/gm)].map((match) =>
        match[1]!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    const pointed = checked.flatMap((file) =>
      [...read(file).matchAll(/requirements\.md((?:,?\s*(?:\*\s*)?#[a-z0-9-]+)+)/g)].flatMap(
        (match) =>
          [...match[1]!.matchAll(/#([a-z0-9-]+)/g)].map((anchor) => `${file}: #${anchor[1]}`),
      ),
    );
    expect(pointed.length).toBeGreaterThan(10);
    expect(pointed.filter((entry) => !anchors.has(entry.split('#')[1]!))).toEqual([]);
  });
});
