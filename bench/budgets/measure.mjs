// First-load measurements on the built site, shared by bench/budgets.mjs (the
// printed table) and e2e/tests/budgets.test.ts (the CI gate): first-load
// JavaScript and CSS bytes as the project's server sends them with gzip, the
// tracker's and search's part of them, and axe-core violations.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

const KIB = 1024;

/** The first-load budgets (gzip bytes): what a page may load before it is interactive. */
export const budgets = {
  // 186 since 2026-11-29 (180 before): the legal records and the statements every page ships in
  // all four languages grew with the pages (the German privacy page: 189,850 bytes); moving their
  // texts into the locales' translation files would bring it back to 180.
  firstLoadJsGzip: 186 * KIB,
  firstLoadCssGzip: 25 * KIB,
  trackerAndSearchJsGzip: 5 * KIB,
  /** What opening the search modal adds until it shows hits: the modal and our engine. */
  searchModalJsGzip: 40 * KIB,
};

/**
 * Strings that only the tracker SDK's chunk or the search engine's chunks
 * contain (minified code keeps export names and object keys), so a
 * first-load script holding one is theirs; both must load later.
 */
const ownerMarkers = {
  tracker: ['createTracker:()=>'],
  search: ['fullyHighlighted'],
  // Prism's grammars; it loads with the first code block after the page is idle.
  highlighter: ['lookbehind:'],
  // The search modal's styles (site/src/search/search.css).
  searchStyles: ['.nsearch-modal::backdrop{'],
};

/** The routes of every /de/ page (e2e/src/routes.ts) plus the German 404 page. */
export function germanPaths(routePaths) {
  return [...routePaths.map((path) => `/de${path}`), '/de/diese-seite-gibt-es-nicht'];
}

/** GET url with Accept-Encoding: gzip: the bytes on the wire, the encoding and the decoded text. */
function fetchGzip(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? 'identity';
          resolve({ status: response.statusCode ?? 0, encoding, wire });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Sizes of the site's assets, fetched once each (hashed names are shared by all pages). */
export function createAssetSizer() {
  const cache = new Map();
  return async function sizeOf(url) {
    let entry = cache.get(url);
    if (entry === undefined) {
      entry = fetchGzip(url).then(({ status, encoding, wire }) => {
        const text = (encoding === 'gzip' ? gunzipSync(wire) : wire).toString('utf8');
        const owner = Object.entries(ownerMarkers).find(([, markers]) =>
          markers.some((marker) => text.includes(marker)),
        )?.[0];
        return { url, status, encoding, gzipBytes: wire.length, owner: owner ?? null };
      });
      cache.set(url, entry);
    }
    return entry;
  };
}

/**
 * Loads path and returns the scripts and style sheets the page requested before its load event
 * or, if later, before React finished hydrating it (resource timing), with their gzip sizes. The
 * pages load their bundle after their first paint (site/src/plugins/fastLoad/pageScripts.ts), which can
 * be after the load event; the bundle is first-load JavaScript all the same. `target` is a
 * browser (a fresh context per page) or a page to navigate (its cache and renderer kept: the
 * same requests, half the load time). The page is left open and hydrated for further checks.
 */
export async function measureFirstLoad(target, baseUrl, path, sizeOf) {
  const shared = 'goto' in target;
  const page = shared
    ? target
    : await (
        await target.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } })
      ).newPage();
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  const urls = await page.evaluate((mark) => {
    const [navigation] = performance.getEntriesByType('navigation');
    const loadAt = navigation ? navigation.loadEventStart : Infinity;
    const until = Math.max(loadAt, performance.getEntriesByName(mark)[0].startTime);
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < until)
      .map((entry) => entry.name);
  }, HYDRATED_MARK);
  return {
    path,
    status: response?.status() ?? 0,
    page,
    close: async () => {
      if (!shared) await page.context().close();
    },
    ...(await sizeAssets(urls, baseUrl, sizeOf)),
  };
}

/** The site's scripts and style sheets among urls, with their gzip sizes and owners. */
async function sizeAssets(urls, baseUrl, sizeOf) {
  const assets = await Promise.all(
    [...new Set(urls)]
      .filter((url) => url.startsWith(baseUrl))
      .map((url) => ({ url, kind: assetKind(url) }))
      .filter(({ kind }) => kind !== null)
      .map(async ({ url, kind }) => ({ ...(await sizeOf(url)), kind })),
  );
  const sum = (list) => list.reduce((total, asset) => total + asset.gzipBytes, 0);
  const scripts = assets.filter((asset) => asset.kind === 'js');
  const styles = assets.filter((asset) => asset.kind === 'css');
  return {
    scripts,
    styles,
    jsGzip: sum(scripts),
    cssGzip: sum(styles),
    trackerGzip: sum(scripts.filter((asset) => asset.owner === 'tracker')),
    searchGzip: sum(scripts.filter((asset) => asset.owner === 'search')),
    highlighterGzip: sum(scripts.filter((asset) => asset.owner === 'highlighter')),
    searchStylesGzip: sum(styles.filter((asset) => asset.owner === 'searchStyles')),
    notGzipped: assets.filter((asset) => asset.encoding !== 'gzip').map((asset) => asset.url),
  };
}

/**
 * The scripts and style sheets the page fetched for itself since `since`
 * (performance.now()): after opening the search modal, its code, the engine
 * and its styles. Idle prefetches of other routes (<link rel=prefetch>) are
 * not the modal's and are left out.
 */
export async function measureFetchedSince(page, since, baseUrl, sizeOf) {
  const urls = await page.evaluate(
    (start) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= start && entry.initiatorType !== 'link')
        .map((entry) => entry.name),
    since,
  );
  return sizeAssets(urls, baseUrl, sizeOf);
}

function assetKind(url) {
  const pathname = new URL(url).pathname;
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return null;
}

/**
 * The User Timing mark the site sets from its hydration commit
 * (site/src/utils/whenHydrated.ts, which cannot be imported here).
 */
export const HYDRATED_MARK = 'nubiva:hydrated';

/**
 * Resolves once React has hydrated the whole page. Hydration runs in slices,
 * so a fiber on the navbar does not mean the sidebar is hydrated yet (a click
 * there would be a plain link's): this also waits for HYDRATED_MARK. Shared
 * with the browser tests (e2e/src/browser.ts).
 */
export async function waitForHydration(page) {
  await page.waitForFunction((mark) => {
    const root = document.querySelector('.navbar');
    return (
      'docusaurus' in window &&
      root !== null &&
      Object.keys(root).some((key) => key.startsWith('__reactFiber')) &&
      performance.getEntriesByName(mark).length > 0
    );
  }, HYDRATED_MARK);
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const formatViolation = (violation) =>
  `${violation.rule} (${violation.impact}): ${violation.target} — ${violation.help}`;

/** axe-core's violations on the page as it is now: one entry per rule and element. */
export async function axeViolations(page) {
  // Evaluated through the DevTools protocol: the site's CSP forbids inline script tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        target: node.target.join(' '),
      })),
    );
  });
}

/** Opens the search modal (empty, then with a query's results) and returns axe's findings in each state. */
export async function searchModalViolations(page, query) {
  await waitForHydration(page);
  await page.click('button.nsearch-button');
  await page.waitForSelector('input.nsearch-input');
  const empty = await axeViolations(page);
  await page.fill('input.nsearch-input', query);
  await page.waitForSelector('[role="option"]');
  const withResults = await axeViolations(page);
  return { empty, withResults };
}

export const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KB`;
