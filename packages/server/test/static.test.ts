import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../src/encoding.js';
import { precompressDirectory } from '../src/precompress.js';
import { startServer, type RunningServer } from '../src/server.js';
import { detectLocalePrefixes } from '../src/static.js';
import { tempDir } from './helpers.js';

const inlineScript = '(function(){document.documentElement.dataset.theme="light"})()';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${inlineScript}</script>` +
  `<script src="/assets/js/main.0123abcd.js"></script></head><body>${'<p>text</p>'.repeat(200)}</body></html>`;

let server: RunningServer;
let site: ReturnType<typeof tempDir>;
let root: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  site = tempDir();
  root = path.join(site.dir, 'build');
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('index.html', page('Home'));
  write('404.html', page('Page not found'));
  write('de/index.html', page('Startseite'));
  write('de/404.html', page('Seite nicht gefunden'));
  write(
    'de/overview/index.html',
    page('Überblick').replace(
      '<head>',
      '<head><link rel=canonical href=https://docs.example/de/overview />',
    ),
  );
  write(
    'de/service/index.html',
    page('Dienste').replace(
      '<head>',
      '<head><link rel="canonical" href="https://docs.example/de/service/">',
    ),
  );
  write('assets/js/main.0123abcd.js', script);
  write('assets/images/logo.png', 'png');
  write('img/small.svg', '<svg/>');
  writeFileSync(path.join(site.dir, 'secret.txt'), 'outside the root');
  await precompressDirectory(root);
  server = await startServer({ root, localePrefixes: await detectLocalePrefixes(root), port: 0 });
});
afterAll(async () => {
  await server.close();
  site.remove();
});

/** A raw request, so paths like /../x reach the server unnormalised. */
function raw(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(
        { hostname, port, path: pathname, method, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

describe('precompressed files', () => {
  it('serves brotli, then gzip, then identity, as Accept-Encoding allows', async () => {
    const br = await raw('/assets/js/main.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gz = await raw('/assets/js/main.0123abcd.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await raw('/assets/js/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('serves HTML pages precompressed too, and leaves tiny files alone', async () => {
    const html = await raw('/de/overview', { 'Accept-Encoding': 'br' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(html.body).toString()).toContain('Überblick');
    const svg = await raw('/img/small.svg', { 'Accept-Encoding': 'br' });
    expect(svg.headers['content-encoding']).toBeUndefined();
  });

  it('parses Accept-Encoding weights', () => {
    expect(acceptedEncodings('gzip, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('.html and /index.html addresses (normalised by stripping the suffix)', () => {
  it.each([
    ['/de/overview.html', '/de/overview'],
    ['/de/overview/index.html', '/de/overview'],
    ['/de/service/index.html', '/de/service/'],
    ['/de/service/index.html?q=1', '/de/service/?q=1'],
  ])('redirects %s to the page route %s', async (from, to) => {
    const response = await raw(from);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('serves the page routes themselves and answers unknown .html addresses with 404', async () => {
    expect((await raw('/de/overview')).status).toBe(200);
    expect((await raw('/de/service/')).status).toBe(200);
    expect((await raw('/de/nowhere.html')).status).toBe(404);
  });
});

describe('caching', () => {
  it('marks hashed assets immutable and makes HTML revalidate (304 on a match)', async () => {
    const asset = await raw('/assets/js/main.0123abcd.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await raw('/de/');
    expect(html.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = html.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await raw('/de/', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('unknown paths, directories and traversal', () => {
  it("answers unknown paths with 404 and the locale's 404 page", async () => {
    const german = await raw('/de/gibt-es-nicht');
    expect(german.status).toBe(404);
    expect(german.body.toString()).toContain('Seite nicht gefunden');
    const english = await raw('/missing/page');
    expect(english.status).toBe(404);
    expect(english.body.toString()).toContain('Page not found');
    expect(english.headers['cache-control']).toBe('no-store');
  });

  it('never lists a directory', async () => {
    for (const directory of ['/assets/', '/assets', '/assets/images/', '/img']) {
      const response = await raw(directory);
      expect(response.status, directory).toBe(404);
      expect(response.body.toString()).toContain('Page not found');
      expect(response.body.toString()).not.toContain('logo.png');
    }
  });

  it('never serves a file outside the root', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/de/../../secret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..\\secret.txt',
      '/assets/%00/../../secret.txt',
    ]) {
      const response = await raw(attempt);
      expect(response.body.toString(), attempt).not.toContain('outside the root');
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers other methods with 405', async () => {
    const response = await raw('/de/', {}, 'DELETE');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('security headers', () => {
  it('sends a CSP that allows exactly the page’s own inline scripts by hash', async () => {
    const response = await raw('/de/');
    const csp = response.headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const notFound = await raw('/de/nope');
    expect(notFound.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('sends nosniff, a referrer policy and frame protection on every response', async () => {
    for (const pathname of ['/de/', '/assets/js/main.0123abcd.js', '/nope']) {
      const response = await raw(pathname);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});
