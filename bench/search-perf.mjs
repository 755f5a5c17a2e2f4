#!/usr/bin/env node
// Performance of the site search (issue 6), printed, never asserted:
//  - index build time for all four locales (from the built HTML, in Node);
//  - bytes downloaded before the first result in the German modal (Chromium on
//    the built site): engine + index, gzip -9 (budget 60 KB), and the search UI
//    chunks that load with them;
//  - keystroke to painted hits in the German modal (real key events, the index
//    loaded): p50 / p95 / max;
//  - query time on the full German index in Chromium: every query of
//    search-queries.mjs and each of its prefixes (as typed), the modal's request
//    shape with highlighting and snippets; p50 / p95 (budget 10 ms) / max.
// Usage: npm run build (or SITE_BUILD_DIR=<a site build>) && node bench/search-perf.mjs
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { detectLocalePrefixes, startServer } from '@nubiva/server';
import { buildLocaleIndex, routesInDirectory } from '../packages/search/dist/indexer/index.js';
import { germanQueries } from './search-queries.mjs';
import { launchChromium } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.SITE_BUILD_DIR ?? 'site/build');
const budgets = { bytesBeforeFirstResult: 60 * 1024, p95QueryMs: 10, indexBuildMs: 5000 };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// 1. Index build time, all locales.
const locales = [
  { language: 'en', dir: buildDir, baseUrl: '/', skip: ['ja', 'ko', 'de', 'assets', 'img'] },
  ...['ja', 'ko', 'de'].map((l) => ({
    language: l,
    dir: path.join(buildDir, l),
    baseUrl: `/${l}/`,
    skip: ['assets', 'img'],
  })),
];
const started = performance.now();
const built = locales.map((locale) => {
  const index = buildLocaleIndex({
    outDir: locale.dir,
    baseUrl: locale.baseUrl,
    routes: routesInDirectory(locale.dir, locale.baseUrl, locale.skip),
    language: locale.language,
    origin: 'https://docs.example',
    exclude: [`${locale.baseUrl}search`],
  });
  return { language: locale.language, json: JSON.stringify(index), records: index.records.length };
});
const buildMs = performance.now() - started;
console.log(
  `Index build, all locales: ${buildMs.toFixed(0)} ms (budget ${budgets.indexBuildMs} ms)`,
);
for (const { language, json, records } of built) {
  console.log(
    `  ${language}: ${records} records, ${kb(json.length)} raw, ${kb(gzipSync(json, { level: 9 }).length)} gzip`,
  );
}

// 2. Bytes before the first result, in the built site.
const server = await startServer({
  root: buildDir,
  localePrefixes: await detectLocalePrefixes(buildDir),
  port: 0,
  host: '127.0.0.1',
});
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/de/overview`);
  await page.waitForFunction(() => 'docusaurus' in window);
  const loaded = [];
  const requestedAt = new Map();
  page.on('request', (request) => requestedAt.set(request.url(), Date.now()));
  page.on('requestfinished', (request) => {
    // Files of the site only (not the tracker's POSTs).
    if (request.method() === 'GET') {
      loaded.push({ urlPath: new URL(request.url()).pathname, at: requestedAt.get(request.url()) });
    }
  });
  // The moment the first hit is in the page, on the same clock as the requests.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[role="option"]')) {
        Object.assign(window, { firstHitAt: Date.now() });
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.hover('button.nsearch-button');
  await page.click('button.nsearch-button');
  await page.fill('input[role="combobox"]', 'Datenbank');
  await page.waitForSelector('[role="option"]');
  const firstHitAt = await page.evaluate(() => window.firstHitAt);
  await page.waitForTimeout(1000); // the index rest loads after the first answer
  const requested = new Map(loaded.map(({ urlPath, at }) => [urlPath, at]));
  const files = [...requested.keys()].map((urlPath) => {
    const file = path.join(buildDir, decodeURIComponent(urlPath));
    const body = readFileSync(file);
    const text = body.toString('utf8');
    const kind = urlPath.endsWith('search-index.json')
      ? 'index'
      : urlPath.endsWith('search-index-more.json')
        ? 'index rest'
        : text.includes('Unsupported search index format') ||
            text.includes('Search index could not be loaded')
          ? 'engine'
          : text.includes('nsearch-listbox')
            ? 'search UI'
            : 'route prefetch';
    const before = requested.get(urlPath) <= firstHitAt;
    return {
      urlPath,
      kind,
      before,
      raw: statSync(file).size,
      gzip: gzipSync(body, { level: 9 }).length,
    };
  });
  const sum = (kinds) =>
    files.filter((f) => f.before && kinds.includes(f.kind)).reduce((n, f) => n + f.gzip, 0);
  console.log('\nDownloaded from hover to the first result, and after it (gzip -9):');
  for (const f of files.filter((file) => file.kind !== 'route prefetch')) {
    const when = f.before ? 'before' : 'after ';
    console.log(`  ${when} ${f.kind.padEnd(13)} ${kb(f.gzip).padStart(9)}  ${f.urlPath}`);
  }
  const engineAndIndex = sum(['engine', 'index']);
  console.log(
    `  engine + index: ${kb(engineAndIndex)} (budget ${kb(budgets.bytesBeforeFirstResult)}); with the search UI: ${kb(sum(['engine', 'index', 'search UI']))}`,
  );

  // 3. Keystroke to painted hits in the modal (the index loaded): every query of
  // search-queries.mjs typed key by key with real key events, timed in the page from the
  // key's input to the first frame painted after the hits for the input's value are in the DOM
  // (the modal's data-query; requestAnimationFrame, then a task: that frame is painted).
  await page.evaluate(() => {
    const input = document.querySelector('input[role="combobox"]');
    const body = document.querySelector('.nsearch-body');
    Object.assign(window, { keystrokeMs: [] });
    // beforeinput: typed characters without a key of their own (ä, ö, ü) come as text input.
    input.addEventListener(
      'beforeinput',
      () => {
        const t0 = performance.now();
        const painted = () => setTimeout(() => window.keystrokeMs.push(performance.now() - t0));
        const check = () =>
          input.value.trim() === '' || body.dataset.query === input.value
            ? requestAnimationFrame(painted)
            : requestAnimationFrame(check);
        requestAnimationFrame(check);
      },
      true,
    );
  });
  const keystrokes = [];
  for (const { query } of germanQueries) {
    await page.fill('input[role="combobox"]', '');
    for (const key of query) {
      const before = await page.evaluate(() => window.keystrokeMs.length);
      await page.keyboard.type(key);
      await page.waitForFunction((n) => window.keystrokeMs.length > n, before);
      keystrokes.push(await page.evaluate(() => window.keystrokeMs.at(-1)));
    }
  }
  const byTime = keystrokes.sort((a, b) => a - b);
  const keyPct = (p) => byTime[Math.min(byTime.length - 1, Math.floor((p / 100) * byTime.length))];
  console.log(
    `\nKeystroke to painted hits in the modal (${byTime.length} keystrokes, ${germanQueries.length} queries typed):`,
  );
  console.log(
    `  p50 ${keyPct(50).toFixed(1)} ms, p95 ${keyPct(95).toFixed(1)} ms, max ${byTime.at(-1).toFixed(1)} ms`,
  );

  // 4. Query time in Chromium on the full German index.
  const dist = path.join(root, 'packages/search/dist');
  // The engine's one dependency in the browser, named by an import map (the bundler resolves it
  // in the site).
  const stemmer = fileURLToPath(import.meta.resolve('@orama/stemmers/german'));
  // A page of its own origin: the site's Content-Security-Policy allows only its own scripts.
  const moduleServer = createServer((request, response) => {
    const urlPath = new URL(request.url, 'http://x').pathname;
    if (urlPath === '/') {
      const imports = { '@orama/stemmers/german': '/stemmer.js' };
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(
        `<!doctype html><title>bench</title><script type="importmap">${JSON.stringify({ imports })}</script>`,
      );
    }
    if (urlPath === '/stemmer.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      return response.end(readFileSync(stemmer));
    }
    const file =
      urlPath === '/de-index.json' ? '/de-index.json' : path.join(dist, path.normalize(urlPath));
    if (file === '/de-index.json') {
      // The whole German index (both parts), as built in step 1.
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(built.find((b) => b.language === 'de').json);
    }
    if (!file.startsWith(dist) && !file.startsWith(buildDir)) return response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/json',
        'access-control-allow-origin': '*',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => moduleServer.listen(0, '127.0.0.1', resolve));
  const benchOrigin = `http://127.0.0.1:${moduleServer.address().port}`;
  const moduleUrl = `${benchOrigin}/client/index.js`;
  await page.goto(benchOrigin);
  const queries = germanQueries.flatMap(({ query }) =>
    [...query].map((_, i) => query.slice(0, i + 1)),
  );
  const timing = await page.evaluate(
    async ({ moduleUrl, indexUrl, queries }) => {
      const { LocalSearchEngine, snippetAttributes } = await import(moduleUrl);
      const loadStarted = performance.now();
      const engine = new LocalSearchEngine(await (await fetch(indexUrl)).json());
      const loadMs = performance.now() - loadStarted;
      const request = (query) => ({
        indexName: 'nubiva-docs',
        query,
        attributesToRetrieve: [
          'hierarchy.lvl0',
          'hierarchy.lvl1',
          'hierarchy.lvl2',
          'hierarchy.lvl3',
          'content',
          'type',
          'url',
        ],
        attributesToSnippet: snippetAttributes(10),
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        facetFilters: [
          'language:de',
          [
            'docusaurus_tag:default',
            'docusaurus_tag:docs-default-current',
            'docusaurus_tag:docs-examples-current',
          ],
        ],
      });
      for (const query of queries.slice(0, 50)) engine.search(request(query)); // warm-up
      const times = [];
      for (let round = 0; round < 3; round++) {
        for (const query of queries) {
          const t0 = performance.now();
          engine.search(request(query));
          times.push(performance.now() - t0);
        }
      }
      return { loadMs, times };
    },
    { moduleUrl, indexUrl: `${benchOrigin}/de-index.json`, queries },
  );
  moduleServer.close();
  const sorted = timing.times.sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  console.log(
    `\nQuery time in Chromium, full German index (${queries.length} queries as typed, 3 rounds):`,
  );
  console.log(
    `  p50 ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms (budget ${budgets.p95QueryMs} ms), max ${sorted.at(-1).toFixed(2)} ms`,
  );
  console.log(`  engine start (parse + build the in-memory index): ${timing.loadMs.toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.close();
}
