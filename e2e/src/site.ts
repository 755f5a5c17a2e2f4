import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltSite, type BuiltSite } from '../../bench/budgets/site.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The production build the tests run against; SITE_BUILD_DIR overrides it. */
export const siteBuildDir = path.resolve(
  repoRoot,
  process.env.SITE_BUILD_DIR ?? path.join('site', 'build'),
);

/** The build served with compression and a real collector for /lc_t (bench/budgets/site.mjs). */
export const startSiteServer = (): Promise<BuiltSite> => startBuiltSite(repoRoot);
