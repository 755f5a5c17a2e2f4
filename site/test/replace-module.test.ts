/**
 * The bundler aliases of the plugins that replace a Docusaurus module
 * (deferredPrism, scheduledPrefetch, slicedHydrationUpdates): both spellings of the resolved path,
 * and a build error naming the plugin and module when Docusaurus moved it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientModuleReplacements, replaceModule } from '../src/plugins/replaceModule';

const require = createRequire(import.meta.url);

describe('replaceModule', () => {
  it('aliases the resolved module with and without .js, matching the path exactly', () => {
    const resolved = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
    expect(
      replaceModule('scheduledPrefetch', '@docusaurus/core/lib/client/docusaurus.js', '/ours.ts'),
    ).toEqual({
      [`${resolved.replace(/\.js$/, '')}$`]: '/ours.ts',
      [`${resolved}$`]: '/ours.ts',
    });
  });

  it('finds a file that the package does not export, from the package root', () => {
    // Its main file is lib/index.js.
    const root = path.dirname(path.dirname(require.resolve('@docusaurus/theme-common')));
    const file = path.join(root, 'lib/hooks/useWindowSize.js');
    expect(
      replaceModule('x', '@docusaurus/theme-common/lib/hooks/useWindowSize.js', '/ours.ts'),
    ).toEqual({ [`${file.replace(/\.js$/, '')}$`]: '/ours.ts', [`${file}$`]: '/ours.ts' });
    expect(() =>
      replaceModule('x', '@docusaurus/theme-common/lib/hooks/gone.js', '/ours.ts'),
    ).toThrow('x: @docusaurus/theme-common/lib/hooks/gone.js not found');
  });

  it('stops the build, naming plugin and module, when Docusaurus moved the module', () => {
    expect(() =>
      replaceModule('deferredPrism', '@docusaurus/theme-classic/lib/gone-module', '/ours.ts'),
    ).toThrow(
      'deferredPrism: @docusaurus/theme-classic/lib/gone-module not found; Docusaurus moved it, update src/plugins/deferredPrism.ts',
    );
  });

  it('makes a client-only plugin from a map of module ids to our files under src/plugins', () => {
    const plugin = clientModuleReplacements('scheduledPrefetch', {
      '@docusaurus/core/lib/client/preload.js': 'scheduledPrefetch/preload.ts',
    });
    expect(plugin.name).toBe('nubiva-scheduled-prefetch');
    const configure = (isServer: boolean) =>
      (plugin.configureWebpack as (config: object, isServer: boolean) => unknown)({}, isServer);
    expect(configure(true)).toEqual({});
    const resolved = require.resolve('@docusaurus/core/lib/client/preload.js');
    const ours = path.resolve(__dirname, '../src/plugins/scheduledPrefetch/preload.ts');
    expect(configure(false)).toEqual({
      resolve: {
        alias: { [`${resolved.replace(/\.js$/, '')}$`]: ours, [`${resolved}$`]: ours },
      },
    });
  });
});
