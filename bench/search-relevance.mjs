#!/usr/bin/env node
// Relevance of the German site search: the queries of
// search-queries.mjs against the /de/ pages of a built site, answered by
// @nubiva/search and, on the same pages, by MiniSearch with default settings.
// Prints hit@1 and hit@3 per engine and per kind of query (target: hit@3 ≥ 95 %).
// Usage: npm run build (or a site build in SITE_BUILD_DIR) && node bench/search-relevance.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import {
  buildLocaleIndex,
  indexEngine,
  routesInDirectory,
} from '../packages/search/dist/indexer/index.js';
import { germanQueries } from './search-queries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.SITE_BUILD_DIR ?? 'site/build');
const outDir = path.join(buildDir, 'de');
const index = buildLocaleIndex({
  outDir,
  baseUrl: '/de/',
  routes: routesInDirectory(outDir, '/de/', ['assets', 'img']),
  language: 'de',
  origin: 'https://docs.example',
  exclude: ['/de/search'],
});

// Built files do not tell /de/page from /de/page/; compare without the slash.
const trim = (p) => (p.length > 1 ? p.replace(/\/$/, '') : p);
const pagePath = (url) => trim(new URL(url).pathname);
const unique = (paths) => [...new Set(paths)];

const ours = indexEngine(index);
const oursRank = (query) =>
  unique(
    ours.search({ indexName: 'de', query, hitsPerPage: 100 }).hits.map((hit) => pagePath(hit.url)),
  );

// MiniSearch gets the same pages: title, headings and text of each.
const pages = index.pages.map(([path, , title]) => ({ id: path, title, headings: [], text: [] }));
for (const [page, level, , headingIds, content] of index.records) {
  if (level >= 2) pages[page].headings.push(index.headings[headingIds.at(-1)]);
  if (content) pages[page].text.push(content);
}
const mini = new MiniSearch({ fields: ['title', 'headings', 'text'] });
mini.addAll(pages.map((p) => ({ ...p, headings: p.headings.join('\n'), text: p.text.join('\n') })));
const miniRank = (query) => mini.search(query).map((result) => trim(result.id));

function evaluate(rank) {
  const rows = germanQueries.map(({ kind, query, expect }) => {
    const ranked = rank(query);
    const at = (k) => ranked.slice(0, k).some((p) => expect.map(trim).includes(p));
    return { kind, query, hit1: at(1), hit3: at(3), top: ranked.slice(0, 3) };
  });
  return rows;
}

const percent = (rows, key) =>
  ((100 * rows.filter((row) => row[key]).length) / rows.length).toFixed(1);
const results = {
  '@nubiva/search': evaluate(oursRank),
  'MiniSearch (defaults)': evaluate(miniRank),
};

console.log(
  `German search relevance: ${germanQueries.length} queries on ${index.pages.length} /de/ pages (${buildDir})\n`,
);
const kinds = unique(germanQueries.map((q) => q.kind));
console.log(
  [
    'engine'.padEnd(24),
    'hit@1'.padStart(7),
    'hit@3'.padStart(7),
    ...kinds.map((k) => `${k}@3`.padStart(12)),
  ].join(''),
);
for (const [engine, rows] of Object.entries(results)) {
  const byKind = kinds.map((k) =>
    `${percent(
      rows.filter((r) => r.kind === k),
      'hit3',
    )}%`.padStart(12),
  );
  console.log(
    [
      engine.padEnd(24),
      `${percent(rows, 'hit1')}%`.padStart(7),
      `${percent(rows, 'hit3')}%`.padStart(7),
      ...byKind,
    ].join(''),
  );
}
const misses = results['@nubiva/search'].filter((row) => !row.hit3);
if (misses.length > 0) {
  console.log('\n@nubiva/search misses (top 3 shown):');
  for (const row of misses)
    console.log(`  ${row.kind.padEnd(9)} "${row.query}" → ${row.top.join(', ') || '(nothing)'}`);
}
const target = 95;
const hit3 = Number(percent(results['@nubiva/search'], 'hit3'));
console.log(`\nTarget hit@3 ≥ ${target} %: ${hit3 >= target ? 'met' : 'NOT met'} (${hit3} %)`);
