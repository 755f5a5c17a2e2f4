import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { brand } from '../src/data/brand';
import { locales, defaultLocale } from '../src/data/site';

const siteDir = path.resolve(__dirname, '..');
const require = createRequire(import.meta.url);
const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

type Messages = Record<string, { message: string }>;
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const codeJson = (locale: string): Messages =>
  readJson(path.join(siteDir, 'i18n', locale, 'code.json'));

/** Files under a folder; the translation record (src/translations) holds no messages. */
function filesUnder(dir: string, extension: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'translation-sources.json') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, extension);
    return extension.test(entry.name) ? [full] : [];
  });
}

/** English defaults of Docusaurus' theme strings (the "base" locale of theme-translations). */
function docusaurusEnglishDefaults(): Record<string, string> {
  const baseDir = path.join(
    path.dirname(require.resolve('@docusaurus/theme-translations/package.json')),
    'locales',
    'base',
  );
  const defaults: Record<string, string> = {};
  // Our search UI replaced theme-search-algolia: its strings are our own (src/search/texts.ts).
  for (const file of ['theme-common.json']) {
    for (const [key, value] of Object.entries(
      readJson<Record<string, string>>(path.join(baseDir, file)),
    )) {
      if (!key.endsWith('___DESCRIPTION')) defaults[key] = value;
    }
  }
  return defaults;
}

/** English defaults of our own strings: `id: 'nubiva.x', message: '…'` in src/. */
function ownEnglishDefaults(): Record<string, string> {
  const defaults: Record<string, string> = {};
  const pattern = /id[:=]\s*['"]((?:nubiva|theme)\.[\w.]+)['"][\s\S]{0,40}?message:\s*'([^']*)'/g;
  for (const file of filesUnder(path.join(siteDir, 'src'), /\.(ts|tsx)$/)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
      defaults[match[1]!] = match[2]!;
    }
  }
  // JSX form: <Translate id="nubiva.x" …>English text</Translate>
  const jsx = /<Translate\s+id="(nubiva\.[\w.]+)"[^>]*>\s*([^<]+?)\s*<\/Translate>/g;
  for (const file of filesUnder(path.join(siteDir, 'src'), /\.tsx$/)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(jsx)) {
      defaults[match[1]!] = match[2]!.replace(/\s+/g, ' ');
    }
  }
  return defaults;
}

/** Words that are the same in German and Latin-script UI (or brand-neutral) and may stay as they are. */
const sameInGerman = new Set([
  'theme.tags.tagsListLabel', // "Tags:"
  'theme.tags.tagsPageTitle', // "Tags"
  'theme.docs.versionBadge.label', // "Version: {versionLabel}"
]);

/** Key caps that keyboards of a locale print as in English (German ones say "Strg"). */
const keyCapsAsInEnglish: Record<string, Set<string>> = {
  ja: new Set(['nubiva.search.ctrlKey']),
  ko: new Set(['nubiva.search.ctrlKey']),
};

describe('UI translations', () => {
  const english = { ...docusaurusEnglishDefaults(), ...ownEnglishDefaults() };

  it('finds the English defaults it compares against', () => {
    expect(english['nubiva.search.recent']).toBe('Recent');
    expect(english['nubiva.navbar.mainSite']).toBe('Go to {brand}');
    expect(english['nubiva.doc.untranslatedNotice']).toMatch(/not been translated/);
  });

  it.each(translatedLocales)('%s translates every UI string of the site', (locale) => {
    const messages = codeJson(locale);
    const missing = Object.keys(english).filter(
      (key) => !key.startsWith('theme.blog') && messages[key] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it.each(translatedLocales)('%s leaves no UI string in English', (locale) => {
    const messages = codeJson(locale);
    const untranslated = Object.entries(english)
      .filter(([key]) => !key.startsWith('theme.blog') && !sameInGerman.has(key))
      .filter(([key]) => !keyCapsAsInEnglish[locale]?.has(key))
      .filter(([key, message]) => messages[key]?.message === message)
      .map(([key, message]) => `${key}: ${message}`);
    expect(untranslated).toEqual([]);
  });

  // The search page shows this as its <title> and <h1>: a title (de "Dokumentation
  // durchsuchen", ja "ドキュメントを検索", ko "문서 검색"), not Docusaurus' Korean sentence
  // "문서를 검색합니다.".
  it.each(translatedLocales)(
    '%s names the empty search page with a title, not a sentence',
    (locale) => {
      const title = codeJson(locale)['nubiva.search.emptyPageTitle']?.message ?? '';
      expect(title).toMatch(/\S/);
      expect(title).not.toMatch(/[.。!！]$|합니다|します/);
    },
  );

  it('German UI strings address the reader with du, never Sie', () => {
    const formal = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer)\b/;
    const offenders = Object.entries(codeJson('de'))
      .filter(([, { message }]) => formal.test(message))
      .map(([key, { message }]) => `${key}: ${message}`);
    expect(offenders).toEqual([]);
  });

  it('navbar, footer and sidebar labels are translated in every locale', () => {
    for (const locale of translatedLocales) {
      const files = filesUnder(path.join(siteDir, 'i18n', locale), /\.json$/).filter(
        (file) => !file.endsWith('code.json'),
      );
      expect(files.length).toBeGreaterThanOrEqual(4);
      for (const file of files) {
        for (const [key, { message }] of Object.entries(readJson<Messages>(file))) {
          // Labels that are proper names stay the same in every language.
          if (
            /(Discord|X|LinkedIn|YouTube|GitHub|DEV|Blog|Newsletter|Audio|Go|Node\.js|Python|Rust|Video|AI|Website)$/.test(
              key,
            )
          ) {
            continue;
          }
          const english = key.replace(/^.*\.(label|title|category)\./, '');
          expect(message, `${locale} ${path.basename(file)} ${key}`).not.toBe(english);
        }
      }
    }
  });
});

describe('brand stays in one place', () => {
  it('no translation file retypes the brand or its URLs', () => {
    const needles = [brand.name, brand.legalName, new URL(brand.mainSiteUrl).hostname];
    const offenders = filesUnder(path.join(siteDir, 'i18n'), /\.json$/).filter((file) =>
      Object.values(readJson<Messages>(file)).some(({ message }) =>
        needles.some((needle) => message.includes(needle)),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
