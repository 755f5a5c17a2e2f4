/**
 * `/de/search?q=…` answered by the site's engine: as Markdown for agents
 * (`Accept: text/markdown`), as the search page with the hits in it for browsers.
 * And the page views the server counts without consent (src/page-views.ts): pages, 404 pages
 * and these searches.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexLocale } from '@nubiva/search/indexer';
import { AgentFetchCounter } from '../src/agents/counter.js';
import { PageViewCounter, pageViewFileSource } from '../src/page-views.js';
import { startServer, type RunningServer } from '../src/server.js';
import { tempDir } from './helpers.js';

const page = (title: string, text: string, tag = 'docs-default-current') =>
  `<!doctype html><html lang=de><head><title>${title}</title><meta name=docsearch:language content=de>` +
  `<meta name=docsearch:docusaurus_tag content=${tag}></head><body><main><article>` +
  `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${text}</p></div>` +
  `</article></main></body></html>`;

let site: ReturnType<typeof tempDir>;
let server: RunningServer;
let counter: AgentFetchCounter;
let pageViews: PageViewCounter;

beforeAll(async () => {
  site = tempDir();
  const root = path.join(site.dir, 'build');
  const pages = {
    'de/redis/index.html': page('Redis', 'Ein Zwischenspeicher für deine Dienste.'),
    'de/postgresql/index.html': page('PostgreSQL', 'Eine Datenbank für deine Dienste.'),
    // A cut docs version's page: the search page (latest version, data-tags) leaves it out.
    'de/1.0/redis/index.html': page('Redis 1.0', 'Ein alter Zwischenspeicher.', 'docs-default-1.0'),
    // The built search page's form and hits container (site/src/search/theme/SearchPage), its
    // attributes quoted as the minifier does.
    'de/search/index.html':
      '<!doctype html><html lang="de"><head><title>Durchsuche die Doku | Nubiva</title><script>1</script>' +
      '</head><body><main><h1>Durchsuche die Doku</h1>' +
      '<form role=search><input type=search name=q value="" maxlength=64></form>' +
      '<p class="nsearch-count" role="status"></p><div class="nsearch-results" id="nsearch-prerendered" ' +
      `data-title='Suchergebnisse für „{query}“' data-found="Ein Dokument gefunden|{count} Dokumente gefunden" ` +
      'data-none="Keine Ergebnisse &amp; nichts" data-tags=docs-default-current></div></main></body></html>',
    'de/404.html': page('Seite nicht gefunden', 'Hier ist nichts.'),
    'de/assets/app.0123abcd.js': 'console.log(1)',
  };
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), html);
  }
  indexLocale({
    outDir: path.join(root, 'de'),
    baseUrl: '/de/',
    routes: ['/de/redis/', '/de/postgresql', '/de/1.0/redis/'],
    language: 'de',
    origin: 'https://docs.example',
    exclude: [],
  });
  counter = new AgentFetchCounter(path.join(site.dir, 'agent-fetches.sqlite'), 60_000);
  pageViews = new PageViewCounter(path.join(site.dir, 'page-views.sqlite'), 60_000);
  server = await startServer({
    root,
    localePrefixes: ['de'],
    port: 0,
    agentFetches: counter,
    pageViews,
  });
});
afterAll(async () => {
  await server.close();
  counter.close();
  await pageViews.close();
  site.remove();
});

describe('search answered by the server', () => {
  it('answers the hits as a Markdown list linking the Markdown twins, and counts the fetch', async () => {
    const response = await fetch(`${server.url}/de/search?q=Datenbank`, {
      headers: { accept: 'text/markdown', 'user-agent': 'ClaudeBot/1.0' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const body = await response.text();
    expect(body).toMatch(
      /^# Suchergebnisse für „Datenbank“\n\nEin Dokument gefunden\n\n- \[PostgreSQL\]\(https:\/\/docs\.example\/de\/postgresql\.md\)/,
    );
    expect(body).not.toContain('redis');
    counter.flush();
    const rows = new Database(counter.file, { readonly: true })
      .prepare('SELECT path, via, requests FROM agent_fetches')
      .all();
    expect(rows).toEqual([{ path: '/de/search', via: 'accept', requests: 1 }]);
  });

  it('says the heading and count in the words of the search page of the locale, plural forms included', async () => {
    const answer = async (query: string) =>
      (
        await fetch(`${server.url}/de/search?q=${query}`, { headers: { accept: 'text/markdown' } })
      ).text();
    expect(await answer('Dienste')).toMatch(
      /^# Suchergebnisse für „Dienste“\n\n2 Dokumente gefunden\n/,
    );
    expect(await answer('Quarkstrudel')).toBe(
      '# Suchergebnisse für „Quarkstrudel“\n\nKeine Ergebnisse & nichts\n\n\n',
    );
    expect(await answer('')).toMatch(/^# Durchsuche die Doku\n/);
  });

  it('links folder pages to their index.md twin, in the docs version the page searches only', async () => {
    const response = await fetch(`${server.url}/de/search?q=Zwischenspeicher`, {
      headers: { accept: 'text/markdown' },
    });
    const body = await response.text();
    expect(body).toContain('\n\nEin Dokument gefunden\n');
    expect(body).toContain('- [Redis](https://docs.example/de/redis/index.md)');
    expect(body).not.toContain('1.0');
  });

  it('answers browsers with the search page holding the query and its hits, linked, marked and escaped', async () => {
    const response = await fetch(
      `${server.url}/de/search?q=${encodeURIComponent('PostgreSQL "<x>')}`,
      {
        headers: { accept: 'text/html,*/*;q=0.8', 'accept-encoding': 'gzip' },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The page's own CSP (its inline script's hash) goes with it.
    expect(response.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/);
    const html = await response.text();
    expect(html).toContain('value="PostgreSQL &#34;&#60;x&#62;"');
    const title = 'Suchergebnisse für „PostgreSQL &#34;&#60;x&#62;“';
    expect(html).toContain(`<title>${title} | Nubiva</title>`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`nsearch-prerendered" data-title='Suchergebnisse für „{query}“'`);
    const hits = /nsearch-prerendered"[^>]*>(.*)<\/div><\/main>/.exec(html)?.[1];
    expect(hits).toMatch(
      /^<p class="nsearch-count" data-count="1">Ein Dokument gefunden<\/p><div role="group" aria-labelledby="[^"]+"><div class="nsearch-group-title" id="[^"]+" role="presentation">PostgreSQL<\/div><a /,
    );
    expect(hits).toContain('<a class="nsearch-hit" href="/de/postgresql">');
    expect(hits).toContain('<span class="nsearch-hit-title"><mark>PostgreSQL</mark></span>');
    expect(hits).not.toContain('Redis');
  });

  it('leaves a browser without a query, and other paths, to the static server', async () => {
    for (const address of ['/de/search', '/de/search?q=', '/de/redis/?q=Datenbank']) {
      const response = await fetch(`${server.url}${address}`, { headers: { accept: 'text/html' } });
      expect(response.status, address).toBe(200);
      expect(response.headers.get('cache-control'), address).toBe(
        'public, max-age=0, must-revalidate',
      );
    }
    const page = await (await fetch(`${server.url}/de/search`)).text();
    expect(page).toMatch(/<div class="nsearch-results" id="nsearch-prerendered"[^>]*><\/div>/);
  });
});

describe('page views counted by the server, without consent', () => {
  const browser =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  const get = (address: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${server.url}${address}`, {
      method,
      headers: { 'user-agent': browser, referer: 'https://www.example.org/blog?id=7', ...headers },
    });

  it('counts pages, 404 pages and searches per day, locale, path and referrer host, and nothing else', async () => {
    const first = await get('/de/postgresql?utm_source=test&gclid=abc');
    expect(first.status).toBe(200);
    await get('/de/postgresql', { referer: '' });
    expect((await get('/de/fehlt')).status).toBe(404);
    await get('/de/search?q=Datenbank', { accept: 'text/html' });
    await get('/de/search?q=Datenbank', { accept: 'text/markdown' });
    // Not counted: HEAD, 304, an asset, a recognisable bot, an AI fetcher, a prefetch.
    await get('/de/postgresql', {}, 'HEAD');
    const etag = first.headers.get('etag')!;
    expect((await get('/de/postgresql', { 'if-none-match': etag })).status).toBe(304);
    await get('/de/assets/app.0123abcd.js');
    await get('/de/postgresql', {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    await get('/de/postgresql', { 'user-agent': 'ClaudeBot/1.0' });
    await get('/de/postgresql', { 'sec-purpose': 'prefetch' });
    pageViews.flush();

    const db = new Database(pageViews.file, { readonly: true });
    const day = new Date().toISOString().slice(0, 10);
    const rows = db
      .prepare(
        `SELECT * FROM page_views WHERE referrer_host IN ('www.example.org', '')
         AND path IN ('/de/postgresql', '/de/fehlt', '/de/search', '/de/assets/app.0123abcd.js')
         ORDER BY kind, referrer_host`,
      )
      .all();
    expect(rows).toEqual([
      {
        day,
        locale: 'de',
        path: '/de/fehlt',
        referrer_host: 'www.example.org',
        kind: 'not_found',
        views: 1,
      },
      { day, locale: 'de', path: '/de/postgresql', referrer_host: '', kind: 'page', views: 1 },
      {
        day,
        locale: 'de',
        path: '/de/postgresql',
        referrer_host: 'www.example.org',
        kind: 'page',
        views: 1,
      },
      {
        day,
        locale: 'de',
        path: '/de/search',
        referrer_host: 'www.example.org',
        kind: 'search',
        views: 2,
      },
    ]);
    // No identifier, user agent, address or query: the table has these columns only.
    const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all('page_views');
    expect(columns.map((column) => (column as { name: string }).name)).toEqual([
      'day',
      'locale',
      'path',
      'referrer_host',
      'kind',
      'views',
    ]);
    db.close();

    const stats = await pageViewFileSource(pageViews.file).pageViews(
      Date.now() - 86_400_000,
      Date.now(),
    );
    expect(stats.views).toBeGreaterThanOrEqual(2);
    expect(stats.paths).toContainEqual({ path: '/de/postgresql', views: 2 });
    expect(stats.notFoundPaths).toContainEqual({ path: '/de/fehlt', views: 1 });
    expect(stats.referrers).toContainEqual({ host: 'www.example.org', views: 1 });
  });
});
