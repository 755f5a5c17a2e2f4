import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../src/data/brand';
import { locales, defaultLocale } from '../src/data/site';

const siteDir = path.resolve(__dirname, '..');
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

describe('UI translations', () => {
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
