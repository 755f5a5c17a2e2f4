// The built site served by the project's own server (precompressed gzip and
// brotli, the same as production), on a loopback port, with a real collector
// (temp SQLite, no rate limit) answering the tracker's POST /lc_t as in
// production. Shared by the benchmarks and the browser tests (e2e/src/site.ts).
// SITE_BUILD_DIR (relative to root) overrides site/build.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function startBuiltSite(root) {
  const buildDir = path.resolve(root, process.env.SITE_BUILD_DIR ?? 'site/build');
  if (!existsSync(path.join(buildDir, 'de', 'index.html'))) {
    throw new Error(`No site build in ${buildDir}: run "npm run build" first.`);
  }
  const serverModule = path.join(root, 'packages/server/dist/index.js');
  if (!existsSync(serverModule))
    throw new Error('packages/server is not built: run "npm run build" first.');
  const { startServer, detectLocalePrefixes, createCollector, collectorConfigFromEnv } =
    await import(serverModule);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nubiva-budgets-'));
  const collect = await createCollector(
    await collectorConfigFromEnv({
      EVENTS_SQLITE_FILE: path.join(dataDir, 'events.sqlite'),
      RATE_LIMIT_PER_MINUTE: '0',
    }),
  );
  const server = await startServer({
    root: buildDir,
    localePrefixes: await detectLocalePrefixes(buildDir),
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
