/**
 * The relevance gate on the built German site (`npm test` builds
 * the site before the unit tests; SITE_BUILD_DIR points elsewhere): the query
 * sets of bench/ against the index the indexer makes from the site's HTML, the
 * five queries readers reported, and the index parts the build wrote, loaded as a
 * browser loads them, answering exactly as the whole index in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../../src/client/localClient.js';
import { buildLocaleIndex, INDEX_FILE_NAME } from '../../src/indexer/indexLocale.js';
import { indexEngine } from '../../src/indexer/buildParts.js';
import { routesInDirectory } from '../../src/indexer/files.js';

interface Query {
  kind: string;
  query: string;
  expect: string[];
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const buildDir = path.resolve(repo, process.env.SITE_BUILD_DIR ?? 'site/build');
const outDir = path.join(buildDir, 'de');
const built = fs.existsSync(path.join(outDir, 'index.html'));

const querySet = async (file: string, name: string): Promise<Query[]> =>
  ((await import(pathToFileURL(path.join(repo, 'bench', file)).href)) as Record<string, Query[]>)[
    name
  ] ?? [];

const trim = (p: string): string => (p.length > 1 ? p.replace(/\/$/, '') : p);

// Seconds on an idle machine; generous for a loaded one.
// `npm test` builds the site before the unit tests; without a build these tests fail, not skip.
describe('search on the built German site', { timeout: 120_000 }, () => {
  it('has a built site to search: run npm run build first, or set SITE_BUILD_DIR', () => {
    expect(built, outDir).toBe(true);
  });

  const index = built
    ? buildLocaleIndex({
        outDir,
        baseUrl: '/de/',
        routes: routesInDirectory(outDir, '/de/', ['assets', 'img']),
        language: 'de',
        origin: 'https://docs.example',
        exclude: ['/de/search'],
      })
    : undefined;
  const whole = indexEngine(index!);
  // The parts the build wrote, read as the browser fetches them.
  const written = () =>
    createLocalSearchClient(async (file) =>
      JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8')),
    );
  const pages = (query: string, engine = whole): string[] => [
    ...new Set(
      engine
        .search({ indexName: 'de', query, hitsPerPage: 100 })
        .hits.map((hit) => trim(new URL(hit.url ?? '').pathname)),
    ),
  ];
  const score = (queries: Query[]) => {
    let hit1 = 0;
    let hit3 = 0;
    const misses: string[] = [];
    for (const { query, expect: accepted } of queries) {
      const ranked = pages(query);
      const rank = ranked.findIndex((p) => accepted.map(trim).includes(p));
      if (rank === 0) hit1++;
      if (rank >= 0 && rank < 3) hit3++;
      else misses.push(`"${query}" → ${ranked.slice(0, 3).join(', ') || '(nothing)'}`);
    }
    return {
      hit1: (100 * hit1) / queries.length,
      hit3: (100 * hit3) / queries.length,
      misses: misses.join('\n'),
    };
  };

  it('meets hit@3 ≥ 97 % and hit@1 ≥ 85 % on the independent query set', async () => {
    const queries = await querySet('search-queries-independent.mjs', 'independentGermanQueries');
    expect(queries.length).toBeGreaterThanOrEqual(250);
    const { hit1, hit3, misses } = score(queries);
    expect(hit3, `hit@3 ${hit3.toFixed(1)} %, misses:\n${misses}`).toBeGreaterThanOrEqual(97);
    expect(hit1, `hit@1 ${hit1.toFixed(1)} %`).toBeGreaterThanOrEqual(85);
  });

  // Written blind after the tuning and never tuned on: a floor against regressions, not a
  // target to fit (measured 96.7 % hit@3 and 91.7 % hit@1 when it was added).
  it('keeps the held-out query set at hit@3 ≥ 95 % and hit@1 ≥ 85 %', async () => {
    const queries = await querySet('search-queries-heldout.mjs', 'heldOutGermanQueries');
    expect(queries.length).toBeGreaterThanOrEqual(100);
    const { hit1, hit3, misses } = score(queries);
    expect(hit3, `hit@3 ${hit3.toFixed(1)} %, misses:\n${misses}`).toBeGreaterThanOrEqual(95);
    expect(hit1, `hit@1 ${hit1.toFixed(1)} %`).toBeGreaterThanOrEqual(85);
  });

  it('keeps the old query set at 100 % hit@3', async () => {
    const { hit3, misses } = score(await querySet('search-queries.mjs', 'germanQueries'));
    expect(hit3, misses).toBe(100);
  });

  it.each([
    ['postgres', '/de/postgresql'],
    ['nextjs', '/de/examples/nodejs/nextjs'],
    ['troubleshooting', '/de/service/troubleshooting'],
    ['akzeptable Nutzung', '/de/acceptable'],
    ['Datenbank sichern', '/de/postgresql'],
  ])('answers the reported miss "%s" with %s first', (query, page) => {
    expect(pages(query)[0]).toBe(page);
  });

  it('counts believably: "Datenbank sichern" has fewer hits than either word alone', () => {
    const count = (query: string): number =>
      whole.search({ indexName: 'de', query, hitsPerPage: 0 }).nbHits;
    const both = count('Datenbank sichern');
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(Math.min(count('Datenbank'), count('sichern')));
  });

  it('answers every query of both sets, as typed, the same from the written parts as from the whole index', async () => {
    const queries = [
      ...(await querySet('search-queries-independent.mjs', 'independentGermanQueries')),
      ...(await querySet('search-queries.mjs', 'germanQueries')),
    ].flatMap(({ query }) => [query.slice(0, 4), query]);
    // The build's origin is the site's, the whole index here has another, and the build's routes
    // have no trailing slash where the files' do.
    const text = (result: { nbHits: number; hits: { url?: string }[] }): string =>
      `${result.nbHits} ${result.hits.map((hit) => new URL(hit.url ?? '').href.replace(/^\w+:\/\/[^/]+/, '').replace(/\/(#|$)/, '$1')).join(' ')}`;
    const differ: string[] = [];
    for (const query of queries) {
      // A fresh client per query: each loads only what its query needs.
      const request = { indexName: 'de', query, hitsPerPage: 20 };
      const [parts] = (await written().search([request])).results;
      if (text(parts!) !== text(whole.search(request))) differ.push(query);
    }
    expect(differ).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(outDir, INDEX_FILE_NAME), 'utf8')).version).toBe(2);
  });
});
