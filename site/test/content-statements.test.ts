import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transferBases } from '../src/data/legal';
import { statements } from '../src/data/statements';
import { loadLocalePages, pagesDir, parsePage, type PageLocale } from './content/pages';
import { findTypedCopies, statementSentences } from './content/typed-statements';

const statementList = [
  ...Object.values(statements),
  ...Object.values(transferBases).map((basis) => basis.explanation),
];
// The docs pages (.mdx) of every locale. The example guides (.md) still type the variables in
// their shell commands (`PORT=3000 npm start`); they are checked against their example files by
// the guides tier instead.
const allPages = (['en', 'de', 'ja', 'ko'] as const).flatMap((locale) => loadLocalePages(locale));
const pages = allPages.filter((page) => page.file.endsWith('.mdx'));
// The guides are held to the statements only.
const guides = allPages.filter((page) => page.file.endsWith('.md'));

describe('pages render statements and named values instead of typing them', () => {
  it('reads every locale', () => {
    expect(new Set(pages.map((page) => page.locale))).toEqual(new Set(['en', 'de', 'ja', 'ko']));
  });

  it.each(pages.map((page) => [`${page.locale}/${page.file}`, page] as const))(
    '%s types no statement and no rendered name',
    (_name, page) => {
      const copies = findTypedCopies(page, statementList).map(
        (copy) => `line ${copy.line}: ${copy.copy}`,
      );
      expect(copies).toEqual([]);
    },
  );
});

/**
 * Where each page renders a statement, and the statements it renders after a colon, as the
 * reader would otherwise get it pasted into another sentence ("…belongs to a queue: Work that …").
 */
export function statementRenderings(source: string) {
  const rendered = [...source.matchAll(/([:：]?)[ \t]*<Statement text=\{statements\.(\w+)\} \/>/g)];
  return {
    names: rendered.map((match) => match[2]!),
    afterColon: rendered.filter((match) => match[1]).map((match) => match[2]!),
  };
}

/** A statement is rendered on its own page and on at most one other (the terms, the overview's pricing); the rest link there. */
const maxPagesPerStatement = 2;

describe('a statement is rendered in full once, not pasted on many pages', () => {
  it.each(['en', 'de', 'ja', 'ko'] as const)('%s', (locale) => {
    const pagesOf = new Map<string, string[]>();
    const problems: string[] = [];
    for (const page of allPages.filter((candidate) => candidate.locale === locale)) {
      const { names, afterColon } = statementRenderings(page.source);
      for (const name of afterColon) problems.push(`${page.file}: ${name} after a colon`);
      for (const name of new Set(names))
        pagesOf.set(name, [...(pagesOf.get(name) ?? []), page.file]);
      for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index)))
        problems.push(`${page.file}: ${name} twice`);
    }
    for (const [name, files] of pagesOf)
      if (files.length > maxPagesPerStatement) problems.push(`${name} on ${files.join(', ')}`);
    expect(pagesOf.size).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('finds a statement pasted after a colon and twice on a page', () => {
    const source = `Long work belongs to a queue: <Statement text={statements.longWorkInQueueWorker} />\n\n<Statement text={statements.noGpu} /> <Statement text={statements.noGpu} />`;
    expect(statementRenderings(source)).toEqual({
      names: ['longWorkInQueueWorker', 'noGpu', 'noGpu'],
      afterColon: ['longWorkInQueueWorker'],
    });
  });
});

describe('example guides render statements instead of typing them', () => {
  it.each(guides.map((page) => [`${page.locale}/${page.file}`, page] as const))(
    '%s types no statement',
    (_name, page) => {
      expect(findTypedCopies(page, statementList, []).map((copy) => copy.copy)).toEqual([]);
    },
  );
});

describe('the typed-copy rule', () => {
  const page = (locale: PageLocale, body: string) =>
    parsePage(locale, join(pagesDir(locale), 'x.mdx'), `---\ntitle: x\n---\n\n${body}\n`);
  const copies = (locale: PageLocale, body: string) =>
    findTypedCopies(page(locale, body), [statements.noObjectStorage]).map((copy) => copy.copy);
  const [sentence] = statementSentences(statements.noObjectStorage, 'de');

  it('finds a statement sentence typed into a page, also wrapped over lines', () => {
    expect(copies('de', `Vorweg: ${sentence}.`)).toEqual([sentence]);
    expect(copies('de', `Vorweg: ${sentence!.replace(' keinen ', '\nkeinen ')}.`)).toEqual([
      sentence,
    ]);
  });

  it('accepts the statement rendered from the data, and another locale', () => {
    expect(copies('de', 'Vorweg: <Statement text={statements.noObjectStorage} />')).toEqual([]);
    expect(copies('en', `Before: ${sentence}.`)).toEqual([]);
  });

  it('finds a typed name in prose and inline code, not in a code example', () => {
    expect(copies('en', 'Use `DATABASE_POOL_URL` and the `Pull requests` permission.')).toEqual([
      'DATABASE_POOL_URL',
      'Pull requests',
    ]);
    expect(copies('en', '```js\nprocess.env.DATABASE_POOL_URL\n```')).toEqual([]);
    expect(copies('en', 'Use <code>{env.databasePoolUrl}</code>.')).toEqual([]);
  });
});
