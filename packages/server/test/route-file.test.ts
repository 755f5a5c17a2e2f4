import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeHtmlFile } from '@nubiva/search/route-file';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSite, type StaticSiteOptions } from '../src/static.js';
import { tempDir } from './helpers.js';

const closers: (() => void)[] = [];
afterEach(() => {
  vi.doUnmock('@nubiva/search/route-file');
  vi.resetModules();
  for (const close of closers.splice(0)) close();
});

/** Where the server finds a URL path in the build it has read. */
const resolveFile = async (options: StaticSiteOptions, urlPath: string) =>
  (await loadSite(options)).resolve(urlPath);

/** A build directory with `files` (path → content). */
function build(files: Record<string, string>): string {
  const site = tempDir();
  closers.push(() => site.remove());
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site.dir, file)), { recursive: true });
    writeFileSync(path.join(site.dir, file), content);
  }
  return site.dir;
}

describe("the server's page files", () => {
  it('are where @nubiva/search/route-file says Docusaurus wrote each route', async () => {
    const root = build({
      'index.html': 'home',
      '404.html': 'missing',
      'de/index.html': 'start',
      'de/service/domain/index.html': 'domain',
      'de/redis/index.html': 'redis',
    });
    const options = { root, localePrefixes: [] };
    for (const route of ['/', '/de/', '/de/service/domain', '/de/redis/', '/404.html']) {
      expect(await resolveFile(options, route), route).toEqual({
        file: routeHtmlFile(root, '/', route),
        status: 200,
      });
    }
  });

  it('come from routeHtmlFile, not a mapping of their own: a changed rule moves them', async () => {
    const root = build({ 'pages/de/service/domain.page': 'domain', '404.html': 'missing' });
    vi.resetModules();
    vi.doMock('@nubiva/search/route-file', () => ({
      routeHtmlFile: (outDir: string, baseUrl: string, route: string) =>
        path.join(outDir, 'pages', `${route.slice(baseUrl.length)}.page`),
    }));
    const { loadSite: withRule } = await import('../src/static.js');
    expect((await withRule({ root, localePrefixes: [] })).resolve('/de/service/domain')).toEqual({
      file: path.join(root, 'pages', 'de', 'service', 'domain.page'),
      status: 200,
    });
  });

  it('keep their fallbacks for addresses that are no route: assets, .html suffixes', async () => {
    const root = build({
      '404.html': 'missing',
      'de/overview/index.html': 'overview',
      'de/old.html': 'old',
      'assets/js/main.0123abcd.js': 'js',
    });
    const options = { root, localePrefixes: [] };
    const found = async (urlPath: string) => (await resolveFile(options, urlPath))?.file;
    expect(await found('/assets/js/main.0123abcd.js')).toBe(
      path.join(root, 'assets', 'js', 'main.0123abcd.js'),
    );
    expect(await found('/de/overview.html')).toBe(path.join(root, 'de', 'overview', 'index.html'));
    expect(await found('/de/overview/index.html')).toBe(
      path.join(root, 'de', 'overview', 'index.html'),
    );
    expect(await found('/de/old')).toBe(path.join(root, 'de', 'old.html'));
    expect(await resolveFile(options, '/de/nothing')).toEqual({
      file: path.join(root, '404.html'),
      status: 404,
    });
  });
});
