// Stands in for @docusaurus/core/lib/client/docusaurus.js, the object that
// Docusaurus mounts as window.docusaurus (see ../scheduledPrefetch.ts). Same
// API and rules; two changes:
// - prefetch() only queues the route: the work (matching the route, then
//   one <link rel=prefetch> per chunk, each a queue item of its own) runs in
//   idle periods. Docusaurus' Link prefetches every link that scrolls into
//   view, and after hydration dozens of links report at once, which made one
//   long task of 100+ ms.
// - The chunk names of each route path are indexed once instead of scanning
//   every route's entry for every prefetch, and each chunk is prefetched once
//   (not at all when the page already loaded it as a script).
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import preloadHelper from './preload';
import flat from '@docusaurus/core/lib/client/flat.js';
import { routePathOfChunkKey } from '../routeChunkKey';
import { createIdleQueue } from './idleQueue';

// Injected by Docusaurus' ChunkAssetPlugin: the URL of a named chunk.
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

const fetched = new Set<string>();
const loaded = new Set<string>();

// If the reader is on a slow or metered connection (Network Information API, Chromium only).
const isSlowConnection = (): boolean => {
  const { connection } = navigator as { connection?: { effectiveType: string; saveData: boolean } };
  return Boolean(connection?.effectiveType.includes('2g') || connection?.saveData);
};

let chunkNamesByPath: Map<string, string[]> | undefined;
/** Route path -> chunk names (routesChunkNames keys are `${path}-${hash}`). */
function chunkNamesOf(routePath: string): string[] {
  if (chunkNamesByPath === undefined) {
    chunkNamesByPath = new Map();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const path = routePathOfChunkKey(key);
      chunkNamesByPath.set(path, [
        ...(chunkNamesByPath.get(path) ?? []),
        ...Object.values(flat(chunks)),
      ]);
    }
  }
  return chunkNamesByPath.get(routePath) ?? [];
}

/** The URLs of a route's chunks (chunks merged into others by the bundler have none). */
function chunkUrlsOf(routePath: string): string[] {
  return matchRoutes(routes, routePath)
    .flatMap((match) => chunkNamesOf(String(match.route.path)))
    .map((chunkName) => __webpack_require__.gca(chunkName))
    .filter((url): url is string => url !== undefined && !url.includes('undefined'));
}

// One item per <link rel=prefetch>: inserting one costs up to a few milliseconds on
// a slow phone, and a route has up to a dozen chunks.
const queue = createIdleQueue((task: () => void) => task());

/** Chunk URL -> its prefetch: chunks shared by many routes (layouts, plugin data) are fetched once. */
const chunkPrefetches = new Map<string, Promise<void>>();

const isPageScript = (url: string): boolean =>
  Array.from(document.scripts).some((script) => script.getAttribute('src') === url);

function prefetchChunk(url: string): Promise<void> {
  let prefetched = chunkPrefetches.get(url);
  if (prefetched === undefined) {
    prefetched = isPageScript(url)
      ? Promise.resolve()
      : new Promise((done) => queue.push(() => void prefetchHelper(url).then(done)));
    chunkPrefetches.set(url, prefetched);
  }
  return prefetched;
}

/** Prefetches the route's chunks in idle time; resolves once each has loaded or failed. */
const prefetchInIdleTime = (routePath: string): Promise<void[]> =>
  new Promise((resolve) =>
    queue.push(() => void Promise.all(chunkUrlsOf(routePath).map(prefetchChunk)).then(resolve)),
  );

const prefetch = (routePath: string): false | Promise<void[]> => {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return prefetchInIdleTime(routePath);
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath) as Promise<void[]>;
};

export default Object.freeze({ prefetch, preload });
