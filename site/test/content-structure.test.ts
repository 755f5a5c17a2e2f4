import { describe, expect, it } from 'vitest';
import { completeGuidePages, completeLegalPages, minWords } from './content/complete-pages';
import { countWords, docsDirs, loadPages, parsePage } from './content/pages';

const pages = loadPages();
const legalIds = new Set(['acceptable', 'term', 'privacy']);

describe('docs page structure', () => {
  it('finds the pages of both locales', () => {
    expect(pages.filter((page) => page.locale === 'en').length).toBeGreaterThanOrEqual(21);
  });

  it('has the same pages in English and German', () => {
    const ids = (locale: string) =>
      pages
        .filter((page) => page.locale === locale)
        .map((page) => page.id)
        .sort();
    expect(ids('de')).toEqual(ids('en'));
  });

  it.each(pages.map((page) => [page.file, page] as const))(
    '%s has a title, a description and an h2',
    (_file, page) => {
      expect(typeof page.frontMatter.title, 'front matter title').toBe('string');
      expect(String(page.frontMatter.title).trim()).not.toBe('');
      expect(typeof page.frontMatter.description, 'front matter description').toBe('string');
      expect(String(page.frontMatter.description).trim().length).toBeGreaterThan(20);
      expect(page.headings.some((heading) => heading.depth === 2)).toBe(true);
    },
  );

  it('counts every docs page as complete (no placeholder is left)', () => {
    const complete = new Set([...completeGuidePages, ...completeLegalPages]);
    expect(pages.map((page) => page.id).filter((id) => !complete.has(id))).toEqual([]);
  });

  it('lists only real pages as complete, legal ones in the legal list', () => {
    const known = new Set(pages.map((page) => page.id));
    for (const id of [...completeGuidePages, ...completeLegalPages])
      expect(known, id).toContain(id);
    for (const id of completeGuidePages) expect(legalIds.has(id), id).toBe(false);
    for (const id of completeLegalPages) expect(legalIds.has(id), id).toBe(true);
  });

  const minimumFor = (id: string): number | undefined =>
    completeLegalPages.includes(id)
      ? minWords.legal
      : completeGuidePages.includes(id)
        ? minWords.guide
        : undefined;
  const cases = pages.flatMap((page) => {
    const min = minimumFor(page.id);
    return min === undefined ? [] : [[page.file, min, page] as const];
  });

  it.each(cases)('%s has at least %i words of prose', (_file, min, page) => {
    expect(countWords(page.prose)).toBeGreaterThanOrEqual(min);
  });

  it.each(cases)('%s links to at least two related docs pages', (_file, _min, page) => {
    // Relative file links (./postgresql.mdx) and site paths (/service/domain);
    // Docusaurus prefixes site paths with the locale, so both work in every locale.
    const docLinks = new Set(
      [
        ...page.source.matchAll(/\]\((\.{1,2}\/[^)#\s]+\.mdx?|\/(?!\/)[^)#\s]*)(?:#[^)\s]*)?\)/g),
      ].map((match) => match[1]!.replace(/\/$/, '') || '/'),
    );
    expect(docLinks.size).toBeGreaterThanOrEqual(2);
  });

  it.each(cases)('%s skips no heading level (h2 before h3)', (_file, _min, page) => {
    let previous = 1;
    for (const heading of page.headings) {
      expect(heading.depth, heading.text).toBeLessThanOrEqual(previous + 1);
      previous = heading.depth;
    }
  });
});

describe('the page reader', () => {
  it('names the file of a page that is not valid MDX', () => {
    expect(() => parsePage('en', `${docsDirs.en}/broken.mdx`, '# Title\n\n<div>\n')).toThrow(
      /docs\/broken\.mdx is not valid MDX/,
    );
  });

  it('reads prose without code, expressions or imports, and counts its words', () => {
    const page = parsePage(
      'de',
      `${docsDirs.de}/sample.mdx`,
      "---\ntitle: T\n---\n\nimport X from 'x';\n\n## Kopf {/* #head */}\n\nDu hast {x} `code` hier.\n\n```bash\nls\n```\n",
    );
    expect(page.id).toBe('sample');
    expect(page.headings).toEqual([{ depth: 2, text: 'Kopf' }]);
    expect(page.codeBlocks).toEqual([{ lang: 'bash', value: 'ls', line: 11 }]);
    expect(countWords(page.prose)).toBe(4);
    expect(page.typedText).not.toContain('import');
  });
});
