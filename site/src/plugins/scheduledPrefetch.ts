import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** The module Docusaurus' client entry mounts as window.docusaurus (prefetch, preload). */
const DOCUSAURUS_CLIENT_MODULE = '@docusaurus/core/lib/client/docusaurus.js';

/**
 * Moves the prefetching of linked routes into idle time: the client entry's
 * window.docusaurus is replaced by scheduledPrefetch/docusaurus.ts (same API).
 * Fails the build, naming the module, if a Docusaurus upgrade moved it.
 */
export default function scheduledPrefetch(): Plugin {
  let original: string;
  try {
    original = require.resolve(DOCUSAURUS_CLIENT_MODULE);
  } catch {
    throw new Error(
      `scheduledPrefetch: ${DOCUSAURUS_CLIENT_MODULE} not found; Docusaurus changed its client entry, update src/plugins/scheduledPrefetch.ts`,
    );
  }
  return {
    name: 'nubiva-scheduled-prefetch',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const replacement = fileURLToPath(
        new URL('scheduledPrefetch/docusaurus.ts', import.meta.url),
      );
      return {
        resolve: {
          alias: {
            // The client entry imports it relatively, without extension.
            [`${original.replace(/\.js$/, '')}$`]: replacement,
            [`${original}$`]: replacement,
          },
        },
      };
    },
  };
}
