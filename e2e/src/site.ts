import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  collectorConfigFromEnv,
  createCollector,
  detectLocalePrefixes,
  startServer,
  type RunningServer,
} from '@nubiva/server';

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
  // Every page's tracker posts to /lc_t: a real collector (SQLite in a temp dir, no rate limit) answers.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nubiva-e2e-'));
  const env = {
    EVENTS_SQLITE_FILE: path.join(dataDir, 'events.sqlite'),
    RATE_LIMIT_PER_MINUTE: '0',
  };
  const collect = await createCollector(await collectorConfigFromEnv(env));
  const server = await startServer({
    root: siteBuildDir,
    localePrefixes: await detectLocalePrefixes(siteBuildDir),
    port: 0,
    host: '127.0.0.1',
    collect,
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await collect.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
