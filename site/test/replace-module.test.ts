/**
 * The bundler aliases of the plugins that replace a Docusaurus module
 * (deferredPrism, scheduledPrefetch): both spellings of the resolved path,
 * and a build error naming the plugin and module when Docusaurus moved it.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { replaceModule } from '../src/plugins/replaceModule';

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

  it('stops the build, naming plugin and module, when Docusaurus moved the module', () => {
    expect(() =>
      replaceModule('deferredPrism', '@docusaurus/theme-classic/lib/gone-module', '/ours.ts'),
    ).toThrow(
      'deferredPrism: @docusaurus/theme-classic/lib/gone-module not found; Docusaurus moved it, update src/plugins/deferredPrism.ts',
    );
  });
});
