import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const patchesDir = fileURLToPath(new URL('../../../patches/', import.meta.url));

/** The patch files that change files in node_modules. */
export function patchFiles(dir: string = patchesDir): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.patch'))
    .sort()
    .map((file) => path.join(dir, file));
}

/**
 * The bundler's persistent cache treats node_modules as immutable per package
 * version, so it does not notice a file that a new or changed patch rewrote
 * (patches/) and serves the module as it was. The patch files become build
 * dependencies of the cache: when one changes, the cache is evicted.
 */
export default function patchedDependencies(): Plugin {
  const files = patchFiles();
  return {
    name: 'nubiva-patched-dependencies',
    configureWebpack(_config, _isServer, { currentBundler }) {
      // Without a persistent cache (as the rent bench builds) there is nothing to evict.
      if (process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) return {};
      return currentBundler.name === 'rspack'
        ? { experiments: { cache: { type: 'persistent', buildDependencies: files } } }
        : { cache: { type: 'filesystem', buildDependencies: { patches: files } } };
    },
  };
}
