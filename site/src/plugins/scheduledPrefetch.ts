import type { Plugin } from '@docusaurus/types';
import { clientModuleReplacements } from './replaceModule';

/**
 * Schedules the loading of route chunks around the main thread's work:
 * - prefetching linked routes moves into idle time: the module Docusaurus'
 *   client entry mounts as window.docusaurus (prefetch, preload) is replaced
 *   by scheduledPrefetch/docusaurus.ts (same API);
 * - the preload before the first hydration yields to the browser first:
 *   Docusaurus' preload helper is replaced by scheduledPrefetch/preload.ts.
 */
export default function scheduledPrefetch(): Plugin {
  return clientModuleReplacements('scheduledPrefetch', {
    '@docusaurus/core/lib/client/docusaurus.js': 'scheduledPrefetch/docusaurus.ts',
    '@docusaurus/core/lib/client/preload.js': 'scheduledPrefetch/preload.ts',
  });
}
