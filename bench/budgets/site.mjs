// The built site served by the project's own server (precompressed gzip and
// brotli, the same as production), on a loopback port.
import { existsSync } from 'node:fs';
import path from 'node:path';

export async function startBuiltSite(root) {
  const buildDir = path.resolve(root, process.env.SITE_BUILD_DIR ?? 'site/build');
  if (!existsSync(path.join(buildDir, 'de', 'index.html'))) {
    throw new Error(`No site build in ${buildDir}: run "npm run build" first.`);
  }
  const serverModule = path.join(root, 'packages/server/dist/index.js');
  if (!existsSync(serverModule))
    throw new Error('packages/server is not built: run "npm run build" first.');
  const { startServer, detectLocalePrefixes } = await import(serverModule);
  return startServer({
    root: buildDir,
    localePrefixes: await detectLocalePrefixes(buildDir),
    port: 0,
    host: '127.0.0.1',
  });
}
