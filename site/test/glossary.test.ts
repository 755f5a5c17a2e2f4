/**
 * The glossaries decide one term per concept; this test makes the pages
 * follow them. site/GLOSSARY.md holds the German decisions, and every
 * site/GLOSSARY.<locale>.md (Japanese, Korean, …) the decisions for its
 * locale, each in a section "## Enforced terms" with a table
 * | Concept | Use | Never |. The pages of the locale (docs and examples)
 * must not use a "Never" variant in their prose; code, inline code, URLs and
 * text marked as another language (<span lang="en">) are not prose. Every
 * translated locale (de, ja, ko) must have its glossary with at least one
 * decided term: a missing file or an empty table fails, it never reads as a
 * glossary that forbids nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '../src/data/site';
import {
  findForbiddenTerms,
  GlossaryError,
  parseEnforcedTerms,
  readEnforcedTerms,
  termPattern,
  type EnforcedTerm,
} from './content/glossary';
import { loadLocalePages, pagesDir, parsePage, siteDir, type PageLocale } from './content/pages';

/** The German glossary is the main one; the others are named after their locale. */
const glossaryFile = (locale: string): string =>
  join(siteDir, locale === 'de' ? 'GLOSSARY.md' : `GLOSSARY.${locale}.md`);

const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

/** The terms a locale's glossary decides; throws when the file is missing or its table is empty. */
function readTerms(locale: string): EnforcedTerm[] {
  const file = glossaryFile(locale);
  return readEnforcedTerms(file, file.slice(siteDir.length + 1));
}

it('every GLOSSARY.<locale>.md belongs to a translated locale of the site', () => {
  const named = readdirSync(siteDir)
    .map((name) => /^GLOSSARY\.(.+)\.md$/.exec(name)?.[1])
    .filter((locale): locale is string => locale !== undefined);
  for (const locale of named) expect(translatedLocales, `GLOSSARY.${locale}.md`).toContain(locale);
  expect(named, 'German decisions live in GLOSSARY.md').not.toContain('de');
});

it('the glossary checks below cover de, ja and ko', () => {
  expect(translatedLocales).toEqual(expect.arrayContaining(['de', 'ja', 'ko']));
});

describe.each(translatedLocales)('enforced terms (%s)', (locale) => {
  // Reading happens inside the tests, so a missing or malformed glossary fails by name.
  it('the glossary exists, and its table is well formed and decides terms', () => {
    expect(readTerms(locale).length).toBeGreaterThan(0);
  });

  it('the pages use the decided terms', () => {
    const terms = readTerms(locale);
    const hits = loadLocalePages(locale as PageLocale).flatMap((page) =>
      findForbiddenTerms(page, terms),
    );
    expect(
      hits.map(
        (hit) =>
          `${hit.page}: "${hit.term}" is not used for ${hit.concept}; use "${hit.use}" (…${hit.context}…)`,
      ),
    ).toEqual([]);
  });
});

/**
 * The UI strings of a locale: every message of its JSON translation files
 * (code.json, the navbar and footer, the agent-docs texts), beside the pages.
 */
function uiMessages(locale: string): { file: string; key: string; message: string }[] {
  const dir = join(siteDir, 'i18n', locale);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      Object.entries(
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, { message: string }>,
      ).map(([key, { message }]) => ({ file, key, message })),
    );
}

describe.each(translatedLocales)('enforced terms in the UI strings (%s)', (locale) => {
  it('finds the UI strings', () => {
    expect(uiMessages(locale).map(({ key }) => key)).toContain('nubiva.feedback.question');
  });

  it('the UI strings use the decided terms', () => {
    const terms = readTerms(locale);
    const hits = uiMessages(locale)
      // Docusaurus' blog strings are not shown: the site has no blog.
      .filter(({ key }) => !key.startsWith('theme.blog'))
      .flatMap(({ file, key, message }) =>
        terms.flatMap(({ concept, use, never }) =>
          never
            .filter((term) => termPattern(term).test(message))
            .map(
              (term) =>
                `${file} ${key}: "${term}" is not used for ${concept}; use "${use}" (${message})`,
            ),
        ),
      );
    expect(hits).toEqual([]);
  });
});

describe('the glossary check catches what it should', () => {
  const table = (rows: string) =>
    `# Glossary\n\n## Enforced terms\n\nSome words.\n\n| Concept | Use | Never |\n| --- | --- | --- |\n${rows}\n\n## Later\n`;

  it('reads the table of the section', () => {
    expect(
      parseEnforcedTerms(table('| traffic | Datenverkehr | Traffic, Verkehr |'), 'G.md'),
    ).toEqual([
      { concept: 'traffic', use: 'Datenverkehr', never: ['Traffic', 'Verkehr'], line: 9 },
    ]);
  });

  it.each([
    [
      '# Glossary\n\n## Terms\n\n| a | b |\n|---|---|\n| c | d |\n',
      /no section "## Enforced terms"/,
    ],
    ['## Enforced terms\n\nNo table here.\n\n## Next\n\n| a |\n|---|\n', /has no table/],
    [
      '## Enforced terms\n\n| Concept | Term | Never |\n|---|---|---|\n| a | b | c |\n',
      /header must be \| Concept \| Use \| Never \|/,
    ],
    ['## Enforced terms\n\n| Concept | Use | Never |\n|---|---|---|\n', /has no rows/],
    [table('| traffic | Datenverkehr |'), /line 9: expected 3 cells, found 2/],
    [table('| traffic | Datenverkehr | Traffic | x |'), /line 9: expected 3 cells, found 4/],
    [table('| traffic | Datenverkehr | , |'), /lists no variants under Never/],
    [table('|  | Datenverkehr | Traffic |'), /the concept is empty/],
    [table('| traffic |  | Traffic |'), /has no term to use/],
    [table('| edge | der Edge | Edge |'), /"Edge" is forbidden but occurs in the term to use/],
    [
      table('| traffic | Datenverkehr | Traffic |\n| web | Web | traffic |'),
      /"traffic" is already listed on line 9/,
    ],
  ])('rejects a malformed glossary (%#)', (markdown, message) => {
    expect(() => parseEnforcedTerms(markdown, 'GLOSSARY.ja.md')).toThrow(GlossaryError);
    expect(() => parseEnforcedTerms(markdown, 'GLOSSARY.ja.md')).toThrow(message);
  });

  it('a missing glossary file or an empty table fails instead of deciding nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossary-'));
    try {
      const missing = join(dir, 'GLOSSARY.ko.md');
      expect(() => readEnforcedTerms(missing, 'GLOSSARY.ko.md')).toThrow(GlossaryError);
      expect(() => readEnforcedTerms(missing, 'GLOSSARY.ko.md')).toThrow(
        'GLOSSARY.ko.md: the glossary file is missing',
      );
      const empty = join(dir, 'GLOSSARY.ja.md');
      writeFileSync(empty, '## Enforced terms\n\n| Concept | Use | Never |\n|---|---|---|\n');
      expect(() => readEnforcedTerms(empty, 'GLOSSARY.ja.md')).toThrow(
        'GLOSSARY.ja.md: the enforced-terms table has no rows',
      );
      const decided = join(dir, 'GLOSSARY.md');
      writeFileSync(decided, table('| traffic | Datenverkehr | Traffic |'));
      expect(readEnforcedTerms(decided, 'GLOSSARY.md')).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['Verkehr', 'Der Verkehr wächst.', true],
    ['Verkehr', 'Der Datenverkehr wächst.', false],
    ['Verkehr', 'Verkehrs-Spitzen', false],
    ['Edge', 'über den Edge der Plattform', true],
    ['Edge', 'über das Edge-Netzwerk', false],
    ['Leg', 'leg sie an', true],
    ['Leg', 'Lege sie an', false],
    ['freies Guthaben', 'ein freies  Guthaben', true],
    ['Nutzer', 'für deine Nutzer', true],
    ['Nutzer', 'für deine Nutzerinnen und Nutzer', false],
    ['Kunden', 'Kundinnen oder Kunden', false],
    ['Kunden', 'andere Kunden und Kundinnen', true],
    ['タイムアウト', 'リクエストのタイムアウトは', true],
    ['ブラウザ', 'ヘッドレスブラウザで', true],
    ['ブラウザ', 'ヘッドレスブラウザーで', false],
    ['カテゴリー', 'カテゴリーごとに', true],
    ['세션', '사용자세션을', true],
  ])('"%s" in "%s": %s', (term, text, found) => {
    expect(termPattern(term).test(text)).toBe(found);
  });

  it('names page, forbidden term and the term to use, and skips code, URLs and English', () => {
    const page = parsePage(
      'de',
      join(pagesDir('de'), 'sample.mdx'),
      [
        '---',
        'title: Traffic',
        '---',
        '',
        'Viel Traffic, `Traffic` im Code, <span lang="en">traffic</span> auf Englisch,',
        'https://example.com/Traffic und [ein Link](https://example.com/traffic).',
        '',
        '```text',
        'Traffic',
        '```',
      ].join('\n'),
    );
    const terms = parseEnforcedTerms(table('| traffic | Datenverkehr | Traffic |'), 'G.md');
    expect(findForbiddenTerms(page, terms).map(({ page, term, use }) => [page, term, use])).toEqual(
      [
        ['i18n/de/docusaurus-plugin-content-docs/current/sample.mdx', 'Traffic', 'Datenverkehr'],
        ['i18n/de/docusaurus-plugin-content-docs/current/sample.mdx', 'Traffic', 'Datenverkehr'],
      ],
    );
  });
});
