/**
 * What the static server answers, as a suite run against every server that serves the build:
 * ours (static.test.ts) and Debian's nginx with the configuration generated from our rules
 * (service/static-nginx.test.ts). Where nginx answers otherwise, the test says what it answers and
 * why (`nginxDifferences`, also listed in the server's README).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from '../src/precompress.js';
import { request } from './helpers.js';

export const inlineScript = '(function(){document.documentElement.dataset.theme="light"})()';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${inlineScript}</script>` +
  `<script src="/assets/js/main.0123abcd.js"></script></head><body>${'<p>text</p>'.repeat(200)}</body></html>`;
export const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
export const twin = `# Überblick\n\n${'Text. '.repeat(200)}\n`;

/** A small build in `dir/build` (two locales, a page with a Markdown twin), precompressed. */
export async function writeStaticSite(dir: string): Promise<string> {
  const root = path.join(dir, 'build');
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
  write('de/overview.md', twin);
  write('llms.txt', '# Docs\n');
  write('de/llms.txt', '# Doku\n');
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
  writeFileSync(path.join(dir, 'secret.txt'), 'outside the root');
  await precompressDirectory(root);
  return root;
}

/** Where nginx (Debian nginx-light, the generated configuration) answers otherwise, and why. */
export const nginxDifferences = {
  brotli:
    'nginx-light has no brotli module: a client that accepts gzip gets the .gz file, one that accepts only br the file as built',
  etag: 'nginx makes its own ETag ("mtime-size" of the file it sends, strong); ours is W/"size-mtime"',
  notFoundValidators: 'the 404 page carries nginx’s ETag (ours sends none on a 404)',
  range: 'nginx answers a Range request with 206 and the part; ours sends the whole file (200)',
} as const;

export type ServerKind = 'ours' | 'nginx';

/** The static-behaviour suite against the server at `base()`. */
export function staticBehaviour(kind: ServerKind, base: () => string) {
  const raw = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
    request(base(), pathname, headers, method);

  describe(`${kind}: precompressed files`, () => {
    it('serves brotli, then gzip, then identity, as Accept-Encoding allows', async () => {
      const best = await raw('/assets/js/main.0123abcd.js', {
        'Accept-Encoding': 'gzip, deflate, br',
      });
      // nginxDifferences.brotli
      expect(best.headers['content-encoding']).toBe(kind === 'ours' ? 'br' : 'gzip');
      const decode = kind === 'ours' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(decode(best.body).toString()).toBe(script);
      expect(best.headers.vary).toBe('Accept-Encoding');
      expect(Number(best.headers['content-length'])).toBe(best.body.length);

      const gz = await raw('/assets/js/main.0123abcd.js', { 'Accept-Encoding': 'gzip, br;q=0' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

      const plain = await raw('/assets/js/main.0123abcd.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
      expect(plain.headers.vary).toBe('Accept-Encoding');
    });

    it('serves HTML pages precompressed too, and leaves tiny files alone', async () => {
      const html = await raw('/de/overview', { 'Accept-Encoding': 'gzip, br' });
      expect(html.headers['content-encoding']).toBe(kind === 'ours' ? 'br' : 'gzip');
      const decode = kind === 'ours' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(decode(html.body).toString()).toContain('Überblick');
      const svg = await raw('/img/small.svg', { 'Accept-Encoding': 'gzip, br' });
      expect(svg.headers['content-encoding']).toBeUndefined();
      expect(svg.headers['content-type']).toBe('image/svg+xml');
    });
  });

  describe(`${kind}: .html and /index.html addresses (normalised by stripping the suffix)`, () => {
    it.each([
      ['/de/overview.html', '/de/overview'],
      ['/de/overview/index.html', '/de/overview'],
      ['/de/service/index.html', '/de/service/'],
      ['/de/service/index.html?q=1', '/de/service/?q=1'],
    ])('redirects %s to the page route %s', async (from, to) => {
      const response = await raw(from);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(to);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // A redirect is no page: none of the page's own headers.
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers.link).toBeUndefined();
    });

    it('serves the page routes themselves and answers unknown .html addresses with 404', async () => {
      for (const route of ['/de/overview', '/de/overview/', '/de/service/', '/de/service', '/']) {
        const response = await raw(route);
        expect(response.status, route).toBe(200);
        expect(response.headers['content-type'], route).toBe('text/html; charset=utf-8');
        expect(response.headers['content-security-policy'], route).toContain("'sha256-");
      }
      expect((await raw('/de/nowhere.html')).status).toBe(404);
    });
  });

  describe(`${kind}: caching`, () => {
    it('marks hashed assets immutable and makes HTML revalidate (304 on a match)', async () => {
      const asset = await raw('/assets/js/main.0123abcd.js');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const html = await raw('/de/');
      expect(html.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      // nginxDifferences.etag: each server's own ETag, matched by the same server.
      const etag = html.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await raw('/de/', { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    });
  });

  describe(`${kind}: unknown paths, directories and traversal`, () => {
    it("answers unknown paths with 404 and the locale's 404 page", async () => {
      const german = await raw('/de/gibt-es-nicht');
      expect(german.status).toBe(404);
      expect(german.body.toString()).toContain('Seite nicht gefunden');
      expect((await raw('/de')).body.toString()).toContain('Startseite');
      const english = await raw('/missing/page');
      expect(english.status).toBe(404);
      expect(english.body.toString()).toContain('Page not found');
      expect(english.headers['cache-control']).toBe('no-store');
      // nginxDifferences.notFoundValidators
      expect(english.headers['last-modified']).toBeUndefined();
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
      expect((await raw('/de/')).headers.allow).toBeUndefined();
    });
  });

  describe(`${kind}: security headers`, () => {
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
      const asset = await raw('/assets/js/main.0123abcd.js');
      expect(asset.headers['content-security-policy']).toBeUndefined();
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

  describe(`${kind}: llms.txt named in the headers`, () => {
    it("links every HTML page and Markdown answer to its locale's llms.txt", async () => {
      const describedBy = (locale: string) =>
        `<${locale}/llms.txt>; rel="describedby"; type="text/plain"`;
      for (const [pathname, locale, headers] of [
        ['/', '', {}],
        ['/de/', '/de', {}],
        ['/de/service/', '/de', {}],
        ['/de/overview', '/de', { Accept: 'text/markdown' }],
        ['/de/gibt-es-nicht', '/de', {}],
      ] as const) {
        const answer = await raw(pathname, headers);
        expect(String(answer.headers.link).split(', ').at(-1), pathname).toBe(describedBy(locale));
      }
      // Not on what is neither a page nor Markdown.
      expect((await raw('/assets/js/main.0123abcd.js')).headers.link).toBeUndefined();
    });
  });

  describe(`${kind}: Markdown twins`, () => {
    it('names the twin of a page and answers Accept: text/markdown with it', async () => {
      const html = await raw('/de/overview');
      expect(html.headers.link).toBe(
        '</de/overview.md>; rel="alternate"; type="text/markdown", </de/llms.txt>; rel="describedby"; type="text/plain"',
      );
      expect(html.headers.vary).toBe('Accept-Encoding, Accept');
      for (const accept of ['text/markdown', 'text/plain, text/markdown;q=0.8, text/html;q=0.5']) {
        const markdown = await raw('/de/overview', { Accept: accept });
        expect(markdown.status, accept).toBe(200);
        expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
        expect(markdown.body.toString()).toBe(twin);
      }
      const preferred = await raw('/de/overview', { Accept: 'text/html, text/markdown;q=0.9' });
      expect(preferred.headers['content-type']).toBe('text/html; charset=utf-8');
      const file = await raw('/de/overview.md');
      expect(file.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(file.headers.link).toBe('</de/llms.txt>; rel="describedby"; type="text/plain"');
      expect(file.headers.vary).toBe('Accept-Encoding');
    });
  });
}
