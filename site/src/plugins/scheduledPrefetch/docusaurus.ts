// Stands in for @docusaurus/core/lib/client/docusaurus.js, the object that
// Docusaurus mounts as window.docusaurus (see ../scheduledPrefetch.ts). Same
// API and rules; two changes:
// - prefetch() only queues the route: the work (matching the route, creating
//   one <link rel=prefetch> per chunk) runs in idle periods. Docusaurus' Link
//   prefetches every link that scrolls into view, and after hydration dozens
//   of links report at once, which made one long task of 100+ ms.
// - The chunk names of each route path are indexed once instead of scanning
//   every route's entry for every prefetch.
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import preloadHelper from '@docusaurus/core/lib/client/preload.js';
import flat from '@docusaurus/core/lib/client/flat.js';
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
      const path = key.replace(/-[^-]+$/, '');
      chunkNamesByPath.set(path, [
        ...(chunkNamesByPath.get(path) ?? []),
        ...Object.values(flat(chunks)),
      ]);
    }
  }
  return chunkNamesByPath.get(routePath) ?? [];
}

function prefetchNow({ routePath, done }: { routePath: string; done: () => void }): void {
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) =>
    chunkNamesOf(String(match.route.path)),
  );
  const pending = chunkNames.map((chunkName) => {
    const chunkAsset = __webpack_require__.gca(chunkName);
    // Chunks merged into others by the bundler have no URL of their own.
    return chunkAsset && !chunkAsset.includes('undefined')
      ? prefetchHelper(chunkAsset)
      : Promise.resolve();
  });
  void Promise.all(pending).then(done);
}

const queue = createIdleQueue(prefetchNow);

const prefetch = (routePath: string): false | Promise<void[]> => {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return new Promise((resolve) => queue.push({ routePath, done: () => resolve([]) }));
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath) as Promise<void[]>;
};

export default Object.freeze({ prefetch, preload });
