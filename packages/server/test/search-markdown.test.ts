/** Search for agents: `/de/search?q=…` with `Accept: text/markdown` answers the engine's hits as Markdown. */
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
    'de/search/index.html': page('Suche', ''),
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

describe('search for agents', () => {
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

  it('leaves browsers (and other paths) to the static server', async () => {
    const response = await fetch(`${server.url}/de/search?q=Datenbank`, {
      headers: { accept: 'text/html,*/*;q=0.8' },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<title>Suche</title>');
  });
});
