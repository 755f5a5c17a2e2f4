import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from './replaceModule';

const local = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/**
 * Schedules the loading of route chunks around the main thread's work:
 * - prefetching linked routes moves into idle time: the module Docusaurus'
 *   client entry mounts as window.docusaurus (prefetch, preload) is replaced
 *   by scheduledPrefetch/docusaurus.ts (same API);
 * - the preload before the first hydration yields to the browser first:
 *   Docusaurus' preload helper is replaced by scheduledPrefetch/preload.ts.
 */
export default function scheduledPrefetch(): Plugin {
  const alias = {
    ...replaceModule(
      'scheduledPrefetch',
      '@docusaurus/core/lib/client/docusaurus.js',
      local('scheduledPrefetch/docusaurus.ts'),
    ),
    ...replaceModule(
      'scheduledPrefetch',
      '@docusaurus/core/lib/client/preload.js',
      local('scheduledPrefetch/preload.ts'),
    ),
  };
  return {
    name: 'nubiva-scheduled-prefetch',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { resolve: { alias } };
    },
  };
}
