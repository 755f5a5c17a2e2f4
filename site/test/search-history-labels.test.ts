/**
 * The search box's history keeps the hits a reader opened or starred, never the words typed
 * (site/src/data/storedSearches.ts, the privacy page). Its buttons say so in every language: they
 * save or remove a result, not a search.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir } from './content/pages';

const buttons = [
  'nubiva.search.save',
  'nubiva.search.removeRecent',
  'nubiva.search.removeFavorite',
];

/** Per locale: the word for what is kept, and the words for what is not (a search, a query). */
const words: Record<string, { kept: RegExp; notKept: RegExp }> = {
  en: { kept: /\bresult\b/, notKept: /search|query/i },
  de: { kept: /Treffer/, notKept: /Such/i },
  ja: { kept: /結果/, notKept: /検索/ },
  ko: { kept: /결과/, notKept: /검색/ },
};

/** A locale's messages by id: English from the translate() defaults, the others from code.json. */
function messages(locale: string): Record<string, string> {
  if (locale === 'en') {
    const source = readFileSync(join(siteDir, 'src', 'search', 'texts.ts'), 'utf8');
    return Object.fromEntries(
      [...source.matchAll(/id: '([\w.]+)',\s*message:\s*'([^']*)'/g)].map(([, id, text]) => [
        id,
        text,
      ]),
    );
  }
  const file = join(siteDir, 'i18n', locale, 'code.json');
  expect(existsSync(file)).toBe(true);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  return Object.fromEntries(Object.entries(json).map(([id, { message }]) => [id, message]));
}

describe('the search history buttons name what the history keeps', () => {
  it.each(Object.keys(words))('%s: each button saves or removes a result', (locale) => {
    const { kept, notKept } = words[locale]!;
    const labels = messages(locale);
    for (const id of buttons) {
      const label = labels[id];
      expect(label, id).toBeDefined();
      expect(label, `${id}: ${label}`).toMatch(kept);
      expect(label, `${id}: ${label}`).not.toMatch(notKept);
    }
  });
});
