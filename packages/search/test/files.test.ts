import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeHtmlFile } from '../src/routeFile.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routesInDirectory } from '../src/indexer/files.js';

const page = (title: string) =>
  `<!doctype html><html lang=de><head><title>${title}</title><meta name=docsearch:language content=de>` +
  `</head><body><main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>` +
  `<p>Text über ${title}.</div></article></main></body></html>`;

const dirs: string[] = [];
afterEach(() => {
  vi.doUnmock('../src/routeFile.js');
  vi.resetModules();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A locale's build folder with `files` (path → content). */
function outDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-files-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe("the indexer's page files", () => {
  it('walks a build into routes that routeHtmlFile maps back to their files', () => {
    const files = ['index.html', 'redis/index.html', 'service/domain/index.html', 'old.html'];
    const dir = outDir({
      ...Object.fromEntries(files.map((file) => [file, page(file)])),
      '404.html': page('404'),
      'assets/x/index.html': page('asset'),
    });
    const routes = routesInDirectory(dir, '/de/', ['assets']).sort();
    expect(routes).toEqual(['/de/', '/de/old.html', '/de/redis/', '/de/service/domain/']);
    expect(routes.map((route) => routeHtmlFile(dir, '/de/', route)).sort()).toEqual(
      files.map((file) => path.join(dir, file)).sort(),
    );
  });

  it('are read where @nubiva/search/route-file puts each route, not by a mapping of their own', async () => {
    const dir = outDir({ 'pages/redis.page': page('Redis') });
    vi.resetModules();
    vi.doMock('../src/routeFile.js', () => ({
      routeHtmlFile: (out: string, baseUrl: string, route: string) =>
        path.join(out, 'pages', `${route.slice(baseUrl.length)}.page`),
    }));
    const { buildLocaleIndex } = await import('../src/indexer/indexLocale.js');
    const index = buildLocaleIndex({
      outDir: dir,
      baseUrl: '/de/',
      routes: ['/de/redis', '/de/missing', '/en/redis'],
      language: 'de',
      origin: 'https://docs.example.test',
    });
    expect(index.pages.map((entry) => entry[0])).toEqual(['/de/redis']);
  });
});
