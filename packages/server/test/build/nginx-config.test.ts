/**
 * The nginx configuration `npm run build` ships (site/build.nginx.conf): Debian's nginx accepts
 * it and answers the real build's pages, assets, redirects and 404s with this server's status and
 * headers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.js';
import { detectLocalePrefixes } from '../../src/static.js';
import { tempDir } from '../helpers.js';
import { startNginx, type RunningNginx } from '../nginx-process.mjs';
import { request } from '../helpers.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const build = path.join(repo, 'site/build');
let ours: RunningServer;
let nginx: RunningNginx;
let work: ReturnType<typeof tempDir>;

beforeAll(async () => {
  work = tempDir();
  const shipped = readFileSync(path.join(repo, 'site/build.nginx.conf'), 'utf8');
  ours = await startServer({
    root: build,
    localePrefixes: await detectLocalePrefixes(build),
    port: 0,
  });
  nginx = await startNginx(path.join(work.dir, 'nginx'), (port) =>
    shipped
      .replace(/^ {2}listen .*;$/m, `  listen 127.0.0.1:${port};`)
      .replace(/^ {2}server .*;$/m, `  server ${new URL(ours.url).host};`),
  );
});
afterAll(async () => {
  await nginx?.stop();
  await ours?.close();
  work.remove();
});

describe('the shipped nginx configuration on the build', () => {
  const mainJs = () =>
    readdirSync(path.join(build, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  it.each([
    '/de/',
    '/de/service/observability',
    '/de/service/observability/',
    '/de/service/observability.html',
    '/ja/',
    '/ko/gibt-es-nicht',
    '/de/gibt-es-nicht',
    '/nowhere',
    '/de/llms.txt',
    'asset',
  ])('answers %s as the server does', async (given) => {
    const pathname = given === 'asset' ? `/assets/js/${mainJs()}` : given;
    const headers = { 'Accept-Encoding': 'gzip' };
    const [fromNginx, fromOurs] = [
      await request(nginx.url, pathname, headers),
      await request(ours.url, pathname, headers),
    ];
    expect(fromNginx.status).toBe(fromOurs.status);
    // A redirect: nginx adds its small HTML body (README: nginx in front).
    const compared =
      fromOurs.status === 301
        ? ['location', 'cache-control', 'x-frame-options', 'permissions-policy']
        : [
            'content-type',
            'content-encoding',
            'cache-control',
            'content-security-policy',
            'link',
            'vary',
            'x-frame-options',
            'permissions-policy',
          ];
    for (const name of compared) {
      expect(fromNginx.headers[name], name).toBe(fromOurs.headers[name]);
    }
    if (fromOurs.status !== 301) expect(fromNginx.body.equals(fromOurs.body)).toBe(true);
  });
});
