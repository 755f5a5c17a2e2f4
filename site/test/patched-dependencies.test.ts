/**
 * The bundler's persistent cache does not see files that patches rewrote in
 * node_modules; src/plugins/patchedDependencies.ts makes the patch files its
 * build dependencies, so a changed patch evicts the cache. (Checked by hand
 * once with real builds: without the plugin a re-applied patch was ignored.)
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigureWebpackUtils } from '@docusaurus/types';
import patchedDependencies, { patchFiles } from '../src/plugins/patchedDependencies';

const patchesDir = path.resolve(__dirname, '../../patches');
const utils = (name: 'rspack' | 'webpack') =>
  ({ currentBundler: { name } }) as unknown as ConfigureWebpackUtils;
const configure = (name: 'rspack' | 'webpack') =>
  patchedDependencies().configureWebpack!({} as never, false, utils(name), {} as never);

afterEach(() => {
  delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
});

describe('patched dependencies in the bundler cache', () => {
  it('lists every patch', () => {
    const expected = readdirSync(patchesDir)
      .filter((file) => file.endsWith('.patch'))
      .map((file) => path.join(patchesDir, file))
      .sort();
    expect(patchFiles()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);
  });

  it("makes them build dependencies of Rspack's persistent cache and of webpack's", () => {
    expect(configure('rspack')).toEqual({
      experiments: { cache: { type: 'persistent', buildDependencies: patchFiles() } },
    });
    expect(configure('webpack')).toEqual({
      cache: { type: 'filesystem', buildDependencies: { patches: patchFiles() } },
    });
  });

  it('adds no cache where Docusaurus has none (DOCUSAURUS_NO_PERSISTENT_CACHE)', () => {
    process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
    expect(configure('rspack')).toEqual({});
  });
});
