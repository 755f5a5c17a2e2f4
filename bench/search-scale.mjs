#!/usr/bin/env node
// Site search as the docs grow, in one run (not in CI; about 15 minutes):
//  - German-only site builds with 42, 420 and 840 pages (the site's own 42 and Debian's German
//    manual pages, manpages-de, one page each), a Japanese build with 420 (manpages-ja), and an
//    index alone of 10,000 German documents (manual pages' real paragraphs recombined);
//  - per build: site build time (wall-clock and CPU) and peak RSS, index build time (our indexer on the built HTML:
//    wall-clock and CPU, median of three runs, and the parts' folder, which names their
//    content), the server's RSS after answering every query, relevance of every query set
//    (hit@1, hit@3, MRR of the first acceptable page among the top 10);
//  - per query of every set, in Node as the browser fetches them: the search index's bytes
//    (brotli files as our server sends them, plus each response's headers) and the requests that
//    must happen one after another; plus the search code's bytes measured in Chromium;
//  - in Chromium (Debian's) at 4× CPU slowdown and 150 ms round-trip time, a page view with one
//    search for a sample of queries: every byte the search fetches (on hover of the button, on
//    opening, on the query: code, manifest, parts; headers included), the requests in sequence
//    before the first hit, and the time from the query's input to the first painted hit, with the
//    main thread's CPU time in that while (the machine's load average is printed too);
//  - Pagefind 1.6 on the same 840-page build, its own JS API the same way (search, then the data
//    of the first five results as its UI loads them).
// The query is put into the field as one input (a paste, or a typist the UI waits for), so that
// each query is one search for both engines.
// Usage: apt-get install manpages-de manpages-ja && npm run build -w @nubiva/search -w @nubiva/server &&
//        npm ci --prefix bench &&
//        node bench/search-scale.mjs [--reuse] [--sample 24] [--only de-840,ja-420,...]
//        (--builds-only: only the site builds, for --reuse by a later run or another script)
// Builds and figures go to $TMPDIR/nubiva-search-scale (results-<time>.json).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import {
  buildIndexParts,
  buildLocaleIndex,
  indexEngine,
  INDEX_PARTS_FOLDER,
  routesInDirectory,
} from '../packages/search/dist/indexer/index.js';
import { buildSerializedIndex } from '../packages/search/dist/indexer/buildIndex.js';
import { createLocalSearchClient } from '../packages/search/dist/client/index.js';
import { uiSearchRequest } from '../packages/search/dist/defaults.js';
import { freePort, startNginx } from '../packages/server/test/nginx-process.mjs';
import { launchChromium } from '../scripts/chromium.mjs';
import { waitForHydration } from './budgets/measure.mjs';
import { manPageMarkdown, manPages } from './manpages.mjs';
import { benchSiteConfig } from './siteConfig.mjs';
import { germanQueries } from './search-queries.mjs';
import { independentGermanQueries } from './search-queries-independent.mjs';
import { heldOutGermanQueries } from './search-queries-heldout.mjs';
import { japaneseQueries } from './search-queries-ja.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(root, 'site');
const work = path.join(os.tmpdir(), 'nubiva-search-scale');
const { values: options } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    'builds-only': { type: 'boolean', default: false },
    sample: { type: 'string', default: '24' },
    only: { type: 'string' },
  },
});
mkdirSync(work, { recursive: true });

const GERMAN_SETS = {
  independent: independentGermanQueries,
  heldout: heldOutGermanQueries,
  old: germanQueries,
};
const BUILDS = [
  { name: 'de-42', locale: 'de', pages: 42 },
  { name: 'de-420', locale: 'de', pages: 420 },
  { name: 'de-840', locale: 'de', pages: 840 },
  { name: 'ja-420', locale: 'ja', pages: 420 },
].filter((build) => !options.only || options.only.split(',').includes(build.name));
const SITE_PAGES = 42;
const RTT_MS = 150;
const CPU_SLOWDOWN = 4;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};
const max = (values) => Math.max(...values);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// The index parts are JSON, which the server's precompression writes at quality 10.
const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [zlib.BROTLI_PARAM_QUALITY]: 10 } }).length;
const trim = (p) => (p.length > 1 ? p.replace(/\/$/, '') : p);
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------------------------------------------------------------- builds

const docsFolder = path.join(siteDir, 'docs', 'zz-scale-bench');
const removeDocs = () => rmSync(docsFolder, { recursive: true, force: true });
process.on('exit', removeDocs);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** A site build of `pages` pages in one locale: the site's own and manual pages of its language. */
function buildSite({ name, locale, pages }) {
  const outDir = path.join(work, name);
  const stamp = path.join(outDir, 'scale-build.json');
  if (options.reuse && existsSync(stamp))
    return { ...JSON.parse(readFileSync(stamp, 'utf8')), reused: true };
  rmSync(outDir, { recursive: true, force: true });
  removeDocs();
  const extra = manPages(locale).slice(0, pages - SITE_PAGES);
  if (extra.length < pages - SITE_PAGES)
    throw new Error(
      `only ${extra.length} ${locale} manual pages: apt-get install manpages-${locale}`,
    );
  mkdirSync(docsFolder, { recursive: true });
  extra.forEach((page, i) => {
    const file = path.join(docsFolder, `${slug(page.name)}-${i}.md`);
    writeFileSync(file, manPageMarkdown(page));
  });
  const config = path.join(siteDir, `.scale-${process.pid}.config.ts`);
  writeFileSync(config, benchSiteConfig('bench/search-scale.mjs'));
  console.log(`${name}: building ${pages} pages (${extra.length} manual pages)…`);
  const started = Date.now();
  const result = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      '%M %U %S',
      'npx',
      'docusaurus',
      'build',
      '--config',
      config,
      '--locale',
      locale,
      '--out-dir',
      outDir,
    ],
    {
      cwd: siteDir,
      encoding: 'utf8',
      env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
    },
  );
  const buildMs = Date.now() - started;
  rmSync(config, { force: true });
  removeDocs();
  if (result.status !== 0) throw new Error(`${name}: build failed\n${result.stderr.slice(-3000)}`);
  // Peak RSS, then the CPU time of the build's processes (a measure the machine's load does not
  // stretch as it does the wall-clock time).
  const [peakRssKb, userS, systemS] = (result.stderr.trim().split('\n').at(-1) ?? '')
    .split(' ')
    .map(Number);
  spawnSync(
    process.execPath,
    [path.join(root, 'packages/server/dist/precompress-cli.js'), outDir],
    {
      stdio: 'ignore',
    },
  );
  const built = {
    name,
    locale,
    pages,
    outDir,
    buildMs,
    buildCpuS: userS + systemS,
    peakRssMb: peakRssKb / 1024,
  };
  writeFileSync(stamp, JSON.stringify(built));
  return built;
}

// ---------------------------------------------------------------- index and relevance in Node

function localeIndex(outDir, locale) {
  const dir = path.join(outDir, locale);
  return buildLocaleIndex({
    outDir: dir,
    baseUrl: `/${locale}/`,
    routes: routesInDirectory(dir, `/${locale}/`, ['assets', 'img', INDEX_PARTS_FOLDER]),
    language: locale,
    origin: 'https://docs.example',
    exclude: [`/${locale}/search`, `/${locale}/404.html`],
  });
}

/**
 * The index build (`build()` → index and parts) three times: wall-clock and CPU time (all of the
 * process's threads), medians; the load average beside them, since the machine may be shared.
 */
function timeIndexBuild(build) {
  const runs = [];
  const loadBefore = os.loadavg()[0];
  let last;
  for (let i = 0; i < 3; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    last = build();
    const used = process.cpuUsage(cpu);
    runs.push({
      wallS: (performance.now() - started) / 1000,
      cpuS: (used.user + used.system) / 1e6,
    });
  }
  return {
    ...last,
    timing: {
      wallS: median(runs.map((r) => r.wallS)),
      cpuS: median(runs.map((r) => r.cpuS)),
      loadAverage: [loadBefore, os.loadavg()[0]],
    },
  };
}

function relevance(engine, queries, language) {
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  for (const { query, expect } of queries) {
    const ranked = [
      ...new Set(
        engine
          .search({ indexName: language, query, hitsPerPage: 100 })
          .hits.map((hit) => trim(new URL(hit.url).pathname)),
      ),
    ].slice(0, 10);
    const rank = ranked.findIndex((p) => expect.map(trim).includes(p));
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 3) hit3++;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const n = queries.length;
  return { hit1: (100 * hit1) / n, hit3: (100 * hit3) / n, mrr: reciprocal / n, queries: n };
}

/** Bytes and requests in sequence of each query, fetched as the browser's client fetches them. */
async function indexBytes(manifest, files, queries, language, headerBytes) {
  const size = new Map([...files].map(([name, text]) => [name, brotli(text)]));
  const manifestBytes = brotli(JSON.stringify(manifest)) + headerBytes;
  const rows = [];
  for (const query of queries) {
    const fetched = [];
    // Files asked for while another is in flight belong to the same round; a browser fetches
    // six at a time from one host over HTTP/1.1.
    const rounds = [];
    let pending = 0;
    let firstHitAfter;
    const client = createLocalSearchClient(async (file) => {
      if (pending++ === 0) rounds.push(0);
      rounds[rounds.length - 1]++;
      await new Promise((resolve) => setTimeout(resolve, 1));
      pending--;
      if (file === 'search-index.json') return manifest;
      fetched.push(file);
      return JSON.parse(files.get(file));
    });
    await client.search([uiSearchRequest({ query, indexName: language })], {
      onPartial: () => (firstHitAfter ??= rounds.length),
    });
    const bytes = fetched.reduce((sum, file) => sum + (size.get(file) ?? 0) + headerBytes, 0);
    // After the manifest (which loads on first interest), up to the first hit; over HTTP/2 (nginx
    // or a CDN in front) a round is one round trip however many files it has.
    const before = rounds.slice(1, firstHitAfter ?? rounds.length);
    const inSequence = before.reduce((sum, count) => sum + Math.ceil(count / 6), 0);
    rows.push({
      query,
      bytes: bytes + manifestBytes,
      files: fetched.length + 1,
      inSequence,
      roundsHttp2: before.length,
    });
  }
  return rows;
}

// ---------------------------------------------------------------- servers

async function startServer(siteRoot) {
  // A free port: on a shared machine a random one may be another bench's server, which would
  // answer the health check and the measured page views.
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/cli.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      SITE_DIR: siteRoot,
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const rssMb = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  };
  return { origin, rssMb, stop: () => child.kill('SIGTERM') };
}

/**
 * Debian's nginx in front of our server, as operators run it: TLS and HTTP/2 to the browser (a
 * self-signed certificate for 127.0.0.1), so that a round of parts is one round trip however many
 * there are, instead of six at a time over HTTP/1.1.
 */
async function startHttp2Front(upstream) {
  const dir = path.join(work, 'nginx-h2');
  mkdirSync(dir, { recursive: true });
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  if (!existsSync(cert)) {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  }
  const nginx = await startNginx(
    dir,
    (port) => `  upstream site { server ${new URL(upstream).host}; keepalive 32; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }`,
  );
  return { origin: `https://127.0.0.1:${nginx.port}`, stop: nginx.stop };
}

/** The size of our server's response headers for a part (what each extra request adds). */
function headerBytesOf(url) {
  return new Promise((resolve, reject) =>
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        response.resume();
        const raw = response.rawHeaders;
        let bytes = 'HTTP/1.1 200 OK\r\n\r\n'.length;
        for (let i = 0; i < raw.length; i += 2) bytes += raw[i].length + raw[i + 1].length + 4;
        resolve(bytes);
      })
      .on('error', reject),
  );
}

// ---------------------------------------------------------------- Chromium

async function throttledPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The main thread's CPU time in its tasks (thread ticks: what load on the machine inflates least).
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const mainThreadMs = async () =>
    1000 *
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
      ?.value ?? NaN);
  const requests = new Map();
  // Wall-clock milliseconds (comparable with the page's performance.timeOrigin + now()).
  let offset = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, wallTime }) => {
    offset = wallTime * 1000 - timestamp * 1000;
    requests.set(requestId, { url: request.url, start: timestamp * 1000 + offset });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { bytes: encodedDataLength, end: timestamp * 1000 + offset });
  });
  return { context, page, requests, mainThreadMs };
}

/** The longest chain of requests of which each started after the one before had finished. */
function sequence(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const request of sorted) {
    let deepest = 0;
    for (const before of sorted) {
      if (before === request) break;
      if (before.end !== undefined && before.end <= request.start)
        deepest = Math.max(deepest, depth.get(before) ?? 0);
    }
    depth.set(request, deepest + 1);
  }
  return Math.max(0, ...depth.values());
}

const BUTTON = 'button.nsearch-button';
const INPUT = 'dialog[open] input[role="combobox"]';
const OPTION = 'dialog[open] [role="option"]';

/** Our site: load a page, hover the search button, open the modal, put the query in. */
async function ourSearch(browser, origin, prefix, query) {
  const { context, page, requests, mainThreadMs } = await throttledPage(browser);
  await page.goto(`${origin}/${prefix}/`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  // The page prefetches the pages its links point to once the browser is idle, seconds after
  // the load at 4× CPU: those are the page's bytes, not the search's (a Limits link's chunk,
  // 26 KB, counted as search bytes in a run on a loaded machine).
  await page.waitForTimeout(5000);
  await page.waitForLoadState('networkidle');
  const before = new Set(requests.keys());
  await page.hover(BUTTON);
  await page.waitForLoadState('networkidle');
  await page.click(BUTTON);
  await page.waitForSelector(INPUT);
  await page.waitForLoadState('networkidle');
  const beforeInput = new Set(requests.keys());
  const cpuBefore = await mainThreadMs();
  const { ms, paintedAt } = await page.evaluate(
    ({ query, option, inputSelector }) =>
      new Promise((resolve) => {
        const input = document.querySelector(inputSelector);
        const started = performance.now();
        const done = () =>
          requestAnimationFrame(() =>
            resolve({
              ms: performance.now() - started,
              paintedAt: performance.timeOrigin + performance.now(),
            }),
          );
        new MutationObserver((_, observer) => {
          if (document.querySelector(option)) {
            observer.disconnect();
            done();
          }
        }).observe(document.body, { childList: true, subtree: true });
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    { query, option: OPTION, inputSelector: INPUT },
  );
  const cpuMs = (await mainThreadMs()) - cpuBefore;
  await page.waitForLoadState('networkidle');
  const search = [...requests].filter(([id]) => !before.has(id)).map(([, r]) => r);
  // The requests the first hit waited for: after the input, finished before it was painted.
  const afterInput = [...requests]
    .filter(([id, r]) => !beforeInput.has(id) && r.end !== undefined && r.end <= paintedAt)
    .map(([, r]) => r);
  if (process.env.SCALE_DEBUG) {
    const t0 = Math.min(...afterInput.map((r) => r.start));
    for (const r of afterInput)
      console.log(
        `  ${(r.start - t0).toFixed(0)}–${(r.end - t0).toFixed(0)} ms ${r.bytes} B ${r.url.replace(/^.*\/(de|ja)\//, '')}`,
      );
    console.log(`  first hit after ${ms.toFixed(0)} ms (main thread ${cpuMs.toFixed(0)} ms CPU)`);
  }
  await context.close();
  return {
    query,
    bytes: search.reduce((sum, r) => sum + (r.bytes ?? 0), 0),
    requests: search.length,
    sequenceFromInterest: sequence(search),
    sequenceAfterInput: sequence(afterInput),
    firstHitMs: ms,
    mainThreadCpuMs: cpuMs,
  };
}

/**
 * Pagefind's JS API on the same build: search, then the first five results' data. Its index
 * chunks and WebAssembly load in a worker, which the page's own network events miss: the
 * context's finished requests count them (body as sent, and headers).
 */
async function pagefindSearch(browser, origin, prefix, query) {
  const { context, page } = await throttledPage(browser);
  await page.goto(`${origin}/${prefix}/`, { waitUntil: 'networkidle' });
  const fetched = [];
  const sized = [];
  context.on('requestfinished', (request) => {
    if (!request.url().includes('/pagefind/')) return;
    sized.push(
      request.sizes().then((sizes) => {
        const timing = request.timing();
        fetched.push({
          url: request.url(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          start: timing.startTime,
          end: timing.startTime + timing.responseEnd,
        });
      }),
    );
  });
  const result = await page.evaluate(
    async ({ query, base }) => {
      const pagefind = await import(`${base}pagefind/pagefind.js`);
      await pagefind.options({ basePath: `${base}pagefind/` });
      await pagefind.init();
      const started = performance.now();
      const found = await pagefind.search(query);
      const data = await Promise.all(found.results.slice(0, 5).map((r) => r.data()));
      return { ms: performance.now() - started, count: data.length };
    },
    { query, base: `/${prefix}/` },
  );
  // The context's size reports come after each request has finished: wait for all of them.
  await page.waitForLoadState('networkidle');
  await Promise.all(sized);
  await context.close();
  return {
    query,
    bytes: fetched.reduce((sum, r) => sum + r.bytes, 0),
    requests: fetched.length,
    sequenceFromInterest: sequence(fetched),
    firstHitMs: result.ms,
  };
}

// ---------------------------------------------------------------- the run

const results = {
  machine: `${os.cpus().length} cores`,
  rttMs: RTT_MS,
  cpuSlowdown: CPU_SLOWDOWN,
  // The machine may be shared: wall-clock figures grow with its load, the main thread's CPU less.
  loadAverage: { start: os.loadavg()[0] },
  builds: [],
};
const sampleSize = Number(options.sample);
const sampleOf = (queries) => {
  const step = Math.max(1, Math.floor(queries.length / sampleSize));
  return queries.filter((_, i) => i % step === 0).slice(0, sampleSize);
};
if (options['builds-only']) {
  for (const spec of BUILDS) console.log(JSON.stringify(buildSite(spec)));
  process.exit(0);
}
const browser = await launchChromium();

for (const spec of BUILDS) {
  const built = buildSite(spec);
  const { locale, outDir, name } = built;
  const sets = locale === 'de' ? GERMAN_SETS : { ja: japaneseQueries };
  const { index, parts, timing } = timeIndexBuild(() => {
    const index = localeIndex(outDir, locale);
    return { index, parts: buildIndexParts(index) };
  });
  const engine = indexEngine(index);
  const server = await startServer(outDir);
  const manifestUrl = `${server.origin}/${locale}/search-index.json`;
  const manifest = await (await fetch(manifestUrl)).json();
  // A reused build serves the parts and the search code it was built with. (Its parts are not
  // byte for byte the ones computed here: the site names some routes without a trailing slash.)
  const servedCurrent = !built.reused;
  if (!servedCurrent)
    console.log(
      `${name}: a reused build: the Chromium figures are of the engine it was built with (build again without --reuse)`,
    );
  const headerBytes = await headerBytesOf(`${server.origin}/${locale}/${manifest.parts}/s0.json`);
  const serverRssBefore = server.rssMb();
  const queries = Object.values(sets)
    .flat()
    .map(({ query }) => query);
  for (const query of queries) {
    await fetch(`${server.origin}/${locale}/search?q=${encodeURIComponent(query)}`).then((r) =>
      r.arrayBuffer(),
    );
  }
  const serverRssAfter = server.rssMb();
  const row = {
    name,
    pages: index.pages.length,
    siteBuildS: built.buildMs / 1000,
    siteBuildPeakRssMb: built.peakRssMb,
    indexBuildS: timing.wallS,
    indexShare: (1000 * timing.wallS) / built.buildMs,
    siteBuildCpuS: built.buildCpuS,
    indexShareCpu: timing.cpuS / built.buildCpuS,
    indexBuild: timing,
    partsFolder: parts.manifest.parts,
    parts: parts.files.size,
    shards: parts.manifest.shardKeys.length,
    servedCurrent,
    serverRssMb: { started: serverRssBefore, afterAllQueries: serverRssAfter },
    relevance: Object.fromEntries(
      Object.entries(sets).map(([set, list]) => [set, relevance(engine, list, locale)]),
    ),
  };
  const perQuery = await indexBytes(parts.manifest, parts.files, queries, locale, headerBytes);
  // The search code: what the page fetches on hover and opening besides the index.
  const measured = [];
  for (const query of sampleOf(queries)) {
    measured.push(await ourSearch(browser, server.origin, locale, query));
  }
  // The queries that need the most requests in sequence in Node, in Chromium too: from our server
  // over HTTP/1.1, and through nginx with HTTP/2.
  const worst = perQuery.filter((r) => r.inSequence > 3).map((r) => r.query);
  const front = await startHttp2Front(server.origin);
  const worstMeasured = [];
  for (const query of worst) {
    const [http1, http2] = [
      await ourSearch(browser, server.origin, locale, query),
      await ourSearch(browser, front.origin, locale, query),
    ];
    worstMeasured.push({
      query,
      node: perQuery.find((r) => r.query === query)?.inSequence,
      http1: { inSequence: http1.sequenceAfterInput, firstHitMs: http1.firstHitMs },
      http2: { inSequence: http2.sequenceAfterInput, firstHitMs: http2.firstHitMs },
    });
  }
  const http2Sample = [];
  for (const query of sampleOf(queries)) {
    http2Sample.push(await ourSearch(browser, front.origin, locale, query));
  }
  await front.stop();
  const indexOf = new Map(perQuery.map((r) => [r.query, r]));
  const codeBytes = median(measured.map((m) => m.bytes - (indexOf.get(m.query)?.bytes ?? 0)));
  row.searchBytes = {
    codeKb: codeBytes / 1024,
    medianKb: (codeBytes + median(perQuery.map((r) => r.bytes))) / 1024,
    maxKb: (codeBytes + max(perQuery.map((r) => r.bytes))) / 1024,
    maxQuery: perQuery.reduce((a, b) => (b.bytes > a.bytes ? b : a)).query,
    chromiumMedianKb: median(measured.map((m) => m.bytes)) / 1024,
    chromiumMaxKb: max(measured.map((m) => m.bytes)) / 1024,
  };
  row.requestsInSequence = {
    indexMedian: median(perQuery.map((r) => r.inSequence)),
    indexMax: max(perQuery.map((r) => r.inSequence)),
    indexOverThree: perQuery.filter((r) => r.inSequence > 3).length,
    indexHttp2Max: max(perQuery.map((r) => r.roundsHttp2)),
    chromiumFromInterestMax: max(measured.map((m) => m.sequenceFromInterest)),
    chromiumAfterInputMedian: median(measured.map((m) => m.sequenceAfterInput)),
    chromiumAfterInputMax: max(measured.map((m) => m.sequenceAfterInput)),
    chromiumHttp2Max: max(http2Sample.map((m) => m.sequenceAfterInput)),
    worst: worstMeasured,
  };
  row.firstHitMs = {
    median: median(measured.map((m) => m.firstHitMs)),
    max: max(measured.map((m) => m.firstHitMs)),
    overBudget: measured.filter((m) => m.firstHitMs > 600).map((m) => m.query),
    mainThreadCpuMedian: median(measured.map((m) => m.mainThreadCpuMs)),
    mainThreadCpuMax: max(measured.map((m) => m.mainThreadCpuMs)),
    http2Median: median(http2Sample.map((m) => m.firstHitMs)),
    http2Max: max(http2Sample.map((m) => m.firstHitMs)),
  };
  if (name === 'de-840') {
    const pagefindDir = path.join(outDir, locale);
    const ran = spawnSync(
      path.join(root, 'bench/node_modules/.bin/pagefind'),
      ['--site', pagefindDir, '--output-subdir', 'pagefind'],
      { encoding: 'utf8' },
    );
    if (ran.status !== 0) throw new Error(`pagefind failed: ${ran.stderr}`);
    spawnSync(
      process.execPath,
      [path.join(root, 'packages/server/dist/precompress-cli.js'), outDir],
      {
        stdio: 'ignore',
      },
    );
    server.stop();
    const again = await startServer(outDir);
    const pagefind = [];
    for (const query of sampleOf(queries)) {
      pagefind.push(await pagefindSearch(browser, again.origin, locale, query));
    }
    again.stop();
    row.pagefind = {
      medianKb: median(pagefind.map((m) => m.bytes)) / 1024,
      maxKb: max(pagefind.map((m) => m.bytes)) / 1024,
      requestsInSequenceMax: max(pagefind.map((m) => m.sequenceFromInterest)),
      firstResultsMs: median(pagefind.map((m) => m.firstHitMs)),
      sameQueriesOursMedianKb: row.searchBytes.chromiumMedianKb,
    };
  } else server.stop();
  results.builds.push(row);
  console.log(JSON.stringify(row, null, 1));
}
await browser.close();

// 10,000 German documents, index alone: the manual pages' real headings and paragraphs recombined.
if (!options.only || options.only.split(',').includes('de-10000')) {
  const man = manPages('de');
  const paragraphs = man.flatMap((page) => page.sections.flatMap((s) => s.paragraphs));
  const headings = man.flatMap((page) => page.sections.map((s) => s.heading)).filter(Boolean);
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const base = localeIndex(path.join(work, 'de-42'), 'de');
  const documents = [];
  for (let i = 0; documents.length < 10_000 - base.pages.length; i++) {
    const page = man[i % man.length];
    const sections = Array.from({ length: 2 + Math.floor(random() * 6) }, () => ({
      heading: pick(headings),
      paragraphs: Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(paragraphs)),
    }));
    documents.push({
      path: `/de/dokumente/${slug(page.name)}-${i}`,
      page: {
        title: `${page.title} (${i})`,
        language: 'de',
        tag: 'docs-default-current',
        blocks: sections.flatMap((s, n) => [
          { kind: 'heading', level: 2, anchor: `${slug(s.heading)}-${n}`, text: s.heading },
          ...s.paragraphs.map((text) => ({ kind: 'text', text })),
        ]),
      },
    });
  }
  const pagesOfBase = base.pages.map(([p, tag, title, description]) => ({
    path: p,
    page: { title, description, language: 'de', tag, blocks: [] },
  }));
  for (const [page, level, anchor, ids, content] of base.records) {
    const blocks = pagesOfBase[page].page.blocks;
    if (level >= 2)
      blocks.push({ kind: 'heading', level, anchor, text: base.headings[ids.at(-1)] });
    else if (level === 0) blocks.push({ kind: 'text', text: content });
  }
  const { index, parts, timing } = timeIndexBuild(() => {
    const index = buildSerializedIndex([...pagesOfBase, ...documents], {
      language: 'de',
      origin: 'https://docs.example',
    });
    return { index, parts: buildIndexParts(index) };
  });
  const queries = Object.values(GERMAN_SETS)
    .flat()
    .map(({ query }) => query);
  const measuredCode = results.builds.find((b) => b.name === 'de-840')?.searchBytes.codeKb ?? 0;
  const perQuery = await indexBytes(parts.manifest, parts.files, queries, 'de', 350);
  const row = {
    name: 'de-10000 (index alone)',
    pages: index.pages.length,
    indexBuildS: timing.wallS,
    indexBuild: timing,
    partsFolder: parts.manifest.parts,
    parts: parts.files.size,
    shards: parts.manifest.shardKeys.length,
    manifestKb: brotli(JSON.stringify(parts.manifest)) / 1024,
    searchBytes: {
      codeKb: measuredCode,
      medianKb: measuredCode + median(perQuery.map((r) => r.bytes)) / 1024,
      maxKb: measuredCode + max(perQuery.map((r) => r.bytes)) / 1024,
      maxQuery: perQuery.reduce((a, b) => (b.bytes > a.bytes ? b : a)).query,
    },
    requestsInSequence: {
      indexMedian: median(perQuery.map((r) => r.inSequence)),
      indexMax: max(perQuery.map((r) => r.inSequence)),
      indexHttp2Max: max(perQuery.map((r) => r.roundsHttp2)),
    },
  };
  results.builds.push(row);
  console.log(JSON.stringify(row, null, 1));
}

results.loadAverage.end = os.loadavg()[0];
const file = path.join(work, `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(results, null, 1));
console.log(`\nwritten: ${file}`);
console.log(
  `load average ${results.loadAverage.start.toFixed(1)} at the start, ${results.loadAverage.end.toFixed(1)} at the end`,
);
console.log(
  '\nbuild          pages  site build  peak RSS  index build (share)  server RSS  search bytes median / max  in sequence (Node · HTTP/2 · Chromium)  first hit median / max (main-thread CPU)',
);
for (const b of results.builds) {
  console.log(
    [
      b.name.padEnd(14),
      String(b.pages).padStart(5),
      b.siteBuildS ? `${b.siteBuildS.toFixed(0)} s`.padStart(11) : '-'.padStart(11),
      b.siteBuildPeakRssMb
        ? `${(b.siteBuildPeakRssMb / 1024).toFixed(2)} GB`.padStart(9)
        : '-'.padStart(9),
      `${b.indexBuildS.toFixed(1)} s${b.indexShare ? ` (${(100 * b.indexShare).toFixed(0)} %)` : ''}`.padStart(
        20,
      ),
      b.serverRssMb
        ? `${b.serverRssMb.afterAllQueries.toFixed(0)} MB`.padStart(11)
        : '-'.padStart(11),
      `${kb(b.searchBytes.medianKb * 1024)} / ${kb(b.searchBytes.maxKb * 1024)}`.padStart(27),
      // Every query in Node (median / max), then the Chromium sample's (median / max).
      [
        `${b.requestsInSequence.indexMedian}/${b.requestsInSequence.indexMax}`,
        ` · ${b.requestsInSequence.indexHttp2Max}`,
        b.requestsInSequence.chromiumAfterInputMax === undefined
          ? ''
          : ` · ${b.requestsInSequence.chromiumAfterInputMedian}/${b.requestsInSequence.chromiumAfterInputMax}`,
      ]
        .join('')
        .padStart(12),
      b.firstHitMs
        ? `${b.firstHitMs.median.toFixed(0)} / ${b.firstHitMs.max.toFixed(0)} ms (CPU ${b.firstHitMs.mainThreadCpuMedian.toFixed(0)} / ${b.firstHitMs.mainThreadCpuMax.toFixed(0)})`.padStart(
            23,
          )
        : '',
    ].join(' '),
  );
  for (const [set, r] of Object.entries(b.relevance ?? {}))
    console.log(
      `    ${set.padEnd(12)} hit@1 ${r.hit1.toFixed(1)}  hit@3 ${r.hit3.toFixed(1)}  MRR ${r.mrr.toFixed(3)}  (${r.queries} queries)`,
    );
  const t = b.indexBuild;
  console.log(
    `    index build, median of 3: ${t.wallS.toFixed(2)} s wall, ${t.cpuS.toFixed(2)} s CPU${b.siteBuildCpuS ? ` (${(100 * b.indexShareCpu).toFixed(1)} % of the site build's ${b.siteBuildCpuS.toFixed(0)} s CPU)` : ''}, load average ${t.loadAverage.map((l) => l.toFixed(1)).join(' → ')}; parts ${b.partsFolder}`,
  );
  if (b.firstHitMs?.http2Median !== undefined)
    console.log(
      `    through nginx (HTTP/2): first hit ${b.firstHitMs.http2Median.toFixed(0)} / ${b.firstHitMs.http2Max.toFixed(0)} ms, at most ${b.requestsInSequence.chromiumHttp2Max} requests in sequence`,
    );
  for (const w of b.requestsInSequence?.worst ?? [])
    console.log(
      `    over three in Node: ${JSON.stringify(w.query)} ${w.node} in Node; Chromium HTTP/1.1 ${w.http1.inSequence} (${w.http1.firstHitMs.toFixed(0)} ms), HTTP/2 ${w.http2.inSequence} (${w.http2.firstHitMs.toFixed(0)} ms)`,
    );
  if (b.pagefind)
    console.log(
      `    Pagefind 1.6 on the same build: ${kb(b.pagefind.medianKb * 1024)} median / ${kb(b.pagefind.maxKb * 1024)} max per search (ours on the same queries in Chromium ${kb(b.pagefind.sameQueriesOursMedianKb * 1024)}), ${b.pagefind.requestsInSequenceMax} requests in sequence, ${b.pagefind.firstResultsMs.toFixed(0)} ms to its first five results`,
    );
}
