/**
 * `/de/search?q=…` answered by the site's engine: as Markdown for agents
 * (`Accept: text/markdown`), as the search page with the hits in it for browsers.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexLocale } from '@nubiva/search/indexer';
import { AgentFetchCounter } from '../src/agents/counter.js';
import { startServer, type RunningServer } from '../src/server.js';
import { tempDir } from './helpers.js';

const page = (title: string, text: string) =>
  `<!doctype html><html lang=de><head><title>${title}</title><meta name=docsearch:language content=de>` +
  `<meta name=docsearch:docusaurus_tag content=docs-default-current></head><body><main><article>` +
  `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${text}</p></div>` +
  `</article></main></body></html>`;

let site: ReturnType<typeof tempDir>;
let server: RunningServer;
let counter: AgentFetchCounter;

beforeAll(async () => {
  site = tempDir();
  const root = path.join(site.dir, 'build');
  const pages = {
    'de/redis/index.html': page('Redis', 'Ein Zwischenspeicher für deine Dienste.'),
    'de/postgresql/index.html': page('PostgreSQL', 'Eine Datenbank für deine Dienste.'),
    // The built search page's form and hits container (site/src/search/theme/SearchPage).
    'de/search/index.html':
      '<!doctype html><html lang=de><head><title>Suche</title><script>1</script></head><body><main>' +
      '<form role=search><input type=search name=q value="" maxlength=64></form>' +
      '<div class="nsearch-results nsearch-prerendered"></div></main></body></html>',
  };
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), html);
  }
  indexLocale({
    outDir: path.join(root, 'de'),
    baseUrl: '/de/',
    routes: ['/de/redis/', '/de/postgresql'],
    language: 'de',
    origin: 'https://docs.example',
    exclude: [],
  });
  counter = new AgentFetchCounter(path.join(site.dir, 'agent-fetches.sqlite'), 60_000);
  server = await startServer({ root, localePrefixes: ['de'], port: 0, agentFetches: counter });
});
afterAll(async () => {
  await server.close();
  counter.close();
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
      /^# Search: Datenbank\n\n1 results\n\n- \[PostgreSQL\]\(https:\/\/docs\.example\/de\/postgresql\.md\)/,
    );
    expect(body).not.toContain('redis');
    counter.flush();
    const rows = new Database(counter.file, { readonly: true })
      .prepare('SELECT path, via, requests FROM agent_fetches')
      .all();
    expect(rows).toEqual([{ path: '/de/search', via: 'accept', requests: 1 }]);
  });

  it('links folder pages to their index.md twin', async () => {
    const response = await fetch(`${server.url}/de/search?q=Zwischenspeicher`, {
      headers: { accept: 'text/markdown' },
    });
    expect(await response.text()).toContain('- [Redis](https://docs.example/de/redis/index.md)');
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
    const hits = /nsearch-prerendered">(.*)<\/div><\/main>/.exec(html)?.[1];
    expect(hits).toMatch(
      /^<div role="group" aria-labelledby="[^"]+"><div class="nsearch-group-title" id="[^"]+">PostgreSQL<\/div><a /,
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
    expect(page).toContain('<div class="nsearch-results nsearch-prerendered"></div>');
  });
});
