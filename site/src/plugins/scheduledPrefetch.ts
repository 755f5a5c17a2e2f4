import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from './replaceModule';

/**
 * Moves the prefetching of linked routes into idle time: the module Docusaurus'
 * client entry mounts as window.docusaurus (prefetch, preload) is replaced by
 * scheduledPrefetch/docusaurus.ts (same API).
 */
export default function scheduledPrefetch(): Plugin {
  const alias = replaceModule(
    'scheduledPrefetch',
    '@docusaurus/core/lib/client/docusaurus.js',
    fileURLToPath(new URL('scheduledPrefetch/docusaurus.ts', import.meta.url)),
  );
  return {
    name: 'nubiva-scheduled-prefetch',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { resolve: { alias } };
    },
  };
}
