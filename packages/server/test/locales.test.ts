import { describe, expect, it } from 'vitest';
import { locales } from '../../../site/src/data/site.js';
import { parseStatsFilter } from '../src/stats/since.js';
import { localeOfPath } from '../src/storage/derived.js';

describe("the server's locales are the site's (site/src/data/site.ts)", () => {
  it.each([
    ['/de/service/backups', 'de'],
    ['/ja', 'ja'],
    ['/ko/', 'ko'],
    ['/dev/tools', 'en'],
    ['/fr/page', 'en'],
    ['/en/page', 'en'],
    ['/', 'en'],
  ])('a path %s belongs to %s', (pathname, locale) => {
    expect(localeOfPath(pathname)).toBe(locale);
  });

  it('a stats filter takes every locale of the site and refuses others', () => {
    for (const locale of locales) expect(parseStatsFilter({ locale }).locale).toBe(locale);
    expect(() => parseStatsFilter({ locale: 'fr' })).toThrow('--locale "fr": use one of en, ja');
  });
});
