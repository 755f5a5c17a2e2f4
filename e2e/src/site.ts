import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectLocalePrefixes, startServer, type RunningServer } from '@nubiva/server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The production build the tests run against; SITE_BUILD_DIR overrides it. */
export const siteBuildDir = path.resolve(
  repoRoot,
  process.env.SITE_BUILD_DIR ?? path.join('site', 'build'),
);

export async function startSiteServer(): Promise<RunningServer> {
  if (!existsSync(path.join(siteBuildDir, 'de', 'index.html'))) {
    throw new Error(`No site build in ${siteBuildDir}: run "npm run build" first.`);
  }
  return startServer({
    root: siteBuildDir,
    localePrefixes: await detectLocalePrefixes(siteBuildDir),
    port: 0,
    host: '127.0.0.1',
  });
}
