/**
 * Search in Japanese and Korean. The queries of
 * bench/search-queries-ja.mjs and bench/search-queries-ko.mjs, written from
 * the pages as readers search, run against an index of the built /ja/ and
 * /ko/ pages, made the way bench/search-relevance.mjs makes the German one
 * (`buildLocaleIndex` over the built HTML, answered by `indexEngine`).
 * A query hits when one of the pages it expects is among the first three
 * pages; at least 90 % must hit in each language. Misses are printed with
 * the first three pages found. Reads `site/build` (built before the unit
 * tests in `npm test`) or SITE_BUILD_DIR.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildLocaleIndex, indexEngine, routesInDirectory } from '@nubiva/search/indexer';
import { describe, expect, it } from 'vitest';
import { japaneseQueries } from '../../../bench/search-queries-ja.mjs';
import { koreanQueries } from '../../../bench/search-queries-ko.mjs';
import { siteDir } from '../content/pages';

const siteBuild = process.env.SITE_BUILD_DIR ?? join(siteDir, 'build');
const target = 0.9;

interface Query {
  kind: string;
  query: string;
  expect: string[];
}

// Built files do not tell /ja/page from /ja/page/; compare without the slash.
const trim = (path: string): string => (path.length > 1 ? path.replace(/\/$/, '') : path);

const sets: [string, Query[]][] = [
  ['ja', japaneseQueries],
  ['ko', koreanQueries],
];

describe.each(sets)('search in %s', (locale, queries) => {
  const outDir = join(siteBuild, locale);
  const baseUrl = `/${locale}/`;

  it('has at least 35 queries, each expecting pages of the locale', () => {
    expect(queries.length).toBeGreaterThanOrEqual(35);
    for (const { query, expect: pages } of queries) {
      expect(query.trim(), JSON.stringify(query)).not.toBe('');
      expect(pages.length, query).toBeGreaterThan(0);
      for (const page of pages) expect(page.startsWith(baseUrl), `${query} → ${page}`).toBe(true);
    }
  });

  it(`finds an expected page in the first three for at least ${100 * target} % of the queries`, () => {
    expect(existsSync(join(outDir, 'index.html')), `${outDir} (build the site first)`).toBe(true);
    const routes = routesInDirectory(outDir, baseUrl, ['assets', 'img']);
    const builtRoutes = new Set(routes.map(trim));
    // A query that expects a page the build does not have is wrong, not a miss.
    const unknown = queries.flatMap(({ query, expect: pages }) =>
      pages.filter((page) => !builtRoutes.has(trim(page))).map((page) => `${query} → ${page}`),
    );
    expect(unknown, 'expected pages that are not built').toEqual([]);

    const index = buildLocaleIndex({
      outDir,
      baseUrl,
      routes,
      language: locale,
      origin: 'https://docs.example',
      exclude: [`${baseUrl}search`],
    });
    const engine = indexEngine(index);
    const rank = (query: string): string[] => [
      ...new Set(
        engine
          .search({ indexName: locale, query, hitsPerPage: 100 })
          .hits.map((hit) => trim(new URL(hit.url ?? '/', 'https://docs.example').pathname)),
      ),
    ];
    const rows = queries.map(({ kind, query, expect: pages }) => {
      const top = rank(query).slice(0, 3);
      return {
        kind,
        query,
        expected: pages,
        top,
        hit: top.some((p) => pages.map(trim).includes(p)),
      };
    });
    const misses = rows.filter((row) => !row.hit);
    const hit3 = (rows.length - misses.length) / rows.length;
    const report = [
      `${locale} hit@3 ${(100 * hit3).toFixed(1)} % (${rows.length - misses.length}/${rows.length}) on ${index.pages.length} pages`,
      ...misses.map(
        (row) =>
          `  miss ${row.kind}: "${row.query}" expected ${row.expected.join(' | ')}; top 3: ${row.top.join(', ') || '(nothing)'}`,
      ),
    ].join('\n');
    console.log(report);
    expect(hit3, report).toBeGreaterThanOrEqual(target);
  });
});
