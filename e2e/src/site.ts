import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '@nubiva/server';
import { variantsDir } from '../../scripts/build-variants.mjs';
import { startBuiltSite, type BuiltSite } from '../../bench/budgets/site.mjs';
import { useBrowser } from './browser.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The production build the tests run against; SITE_BUILD_DIR overrides it. */
export const siteBuildDir = path.resolve(
  repoRoot,
  process.env.SITE_BUILD_DIR ?? path.join('site', 'build'),
);

/** The build served with compression and a real collector for /lc_t (bench/budgets/site.mjs). */
export const startSiteServer = (): Promise<BuiltSite> => startBuiltSite(repoRoot);

/**
 * A variant build of scripts/build-variants.mjs (a single-locale build, served at its own root
 * by the project's server) from before the calling file's tests until after them, and the
 * worker's Chromium (useBrowser). `url()` and `browser()` exist while the tests run.
 */
export function useVariant(name: string, options: Pick<ServerOptions, 'cspConnectSrc'> = {}) {
  const root = path.join(variantsDir, name, 'build');
  let server: RunningServer | undefined;
  const browser = useBrowser();
  beforeAll(async () => {
    if (!existsSync(path.join(root, 'index.html')))
      throw new Error(`${root} is missing: run node scripts/build-variants.mjs ${name}`);
    server = await startServer({
      root,
      localePrefixes: [],
      port: 0,
      host: '127.0.0.1',
      ...options,
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  return { root, url: () => server!.url, browser };
}
