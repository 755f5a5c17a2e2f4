/**
 * Markdown twins for agents on the server, over real HTTP: content negotiation of the pages'
 * Markdown twins, types, compression and caching of .md and llms.txt, and the
 * counting of agent fetches (per path and user-agent family, no IP) that
 * `npm run stats` shows.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentFetchCounter, isAgentPath, readAgentFetches } from '../../src/agents/counter.js';
import { markdownTwin, prefersMarkdown } from '../../src/agents/negotiation.js';
import { agentFamily } from '../../src/agents/user-agent.js';
import { precompressDirectory } from '../../src/precompress.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { detectLocalePrefixes, loadSite } from '../../src/static.js';
import { request, tempDir } from '../helpers.js';

const statsCli = fileURLToPath(new URL('../../dist/stats-cli.js', import.meta.url));

const chrome =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';
const gptBot =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const chromeUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const claudeBot =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)';

describe('content negotiation', () => {
  it('gives Markdown only to requests that name it and do not prefer HTML', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.9, */*;q=0.1')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html')).toBe(true);
    expect(prefersMarkdown('text/x-markdown')).toBe(true);
    expect(prefersMarkdown('TEXT/Markdown; charset=utf-8')).toBe(true);
    expect(prefersMarkdown('text/plain, text/markdown;q=0.8, text/html;q=0.5')).toBe(true);
    expect(prefersMarkdown(chrome)).toBe(false);
    expect(prefersMarkdown('text/html, text/markdown;q=0.9')).toBe(false);
    // Equal quality: the type named first wins (negotiator's rule).
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false);
    expect(prefersMarkdown('text/*, text/markdown;q=0.5')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('')).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
  });

  it('names the family of known AI crawlers, everything else is "other"', () => {
    expect(agentFamily(gptBot)).toBe('GPTBot');
    expect(agentFamily(claudeBot)).toBe('ClaudeBot');
    expect(
      agentFamily(
        'Mozilla/5.0 (compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
      ),
    ).toBe('PerplexityBot');
    expect(
      agentFamily(
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
      ),
    ).toBe('ChatGPT-User');
    expect(agentFamily('Claude-User (claude-code/2.0; +https://support.anthropic.com/)')).toBe(
      'Claude-User',
    );
    expect(agentFamily('CCBot/2.0 (https://commoncrawl.org/faq/)')).toBe('CCBot');
    expect(agentFamily('Google-Extended')).toBe('Google-Extended');
    expect(
      agentFamily('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe('other');
    expect(agentFamily('curl/8.5.0')).toBe('other');
    expect(agentFamily('NotGPTBotAtAll')).toBe('other');
    expect(agentFamily(undefined)).toBe('other');
  });

  it('counts only .md, llms.txt and llms-full.txt addresses', () => {
    expect(
      ['/de/service/domain.md', '/llms.txt', '/de/llms-full.txt', '/ja/index.md'].every(
        isAgentPath,
      ),
    ).toBe(true);
    expect(
      ['/de/service/domain', '/robots.txt', '/de/llms.txt.gz', '/sitemap.xml'].some(isAgentPath),
    ).toBe(false);
  });
});

describe('serving the twins', () => {
  let server: RunningServer;
  let site: ReturnType<typeof tempDir>;
  let root: string;
  let counter: AgentFetchCounter;
  const markdown = `# Eigene Domains\n\n${'Ein Dienst kann bis zu 20 eigene Domains haben.\n\n'.repeat(60)}`;

  beforeAll(async () => {
    site = tempDir();
    root = path.join(site.dir, 'build');
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    };
    const page = (title: string) =>
      `<!doctype html><html><head><title>${title}</title></head><body>${'<p>text</p>'.repeat(200)}</body></html>`;
    write('index.html', page('Home'));
    write('index.md', '# Quick start\n');
    write('404.html', page('Page not found'));
    write('de/404.html', page('Seite nicht gefunden'));
    write('de/index.html', page('Schnellstart'));
    write('de/index.md', '# Schnellstart\n');
    write('de/service/domain/index.html', page('Eigene Domains'));
    write('de/service/domain.md', markdown);
    write('de/redis/index.html', page('Redis'));
    write('de/redis/index.md', '# Redis\n');
    write('de/search/index.html', page('Suche'));
    write(
      'de/llms.txt',
      `# Nubiva\n\n> Die Dokumentation.\n\n## Dokumente\n\n${'- [Redis](https://docs.nubiva.example/de/redis/index.md): Redis.\n'.repeat(40)}`,
    );
    await precompressDirectory(root);
    counter = new AgentFetchCounter(path.join(site.dir, 'data', 'agent-fetches.sqlite'), 60_000);
    server = await startServer({
      root,
      localePrefixes: await detectLocalePrefixes(root),
      port: 0,
      agentFetches: counter,
    });
  });
  afterAll(async () => {
    await server.close();
    counter.close();
    site.remove();
  });

  const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
    request(server.url, pathname, headers, method);

  it('finds the twin next to a page, and never outside the build', async () => {
    const { files } = await loadSite({ root, localePrefixes: [] });
    const twin = (page: string) => markdownTwin(root, path.join(root, page), files);
    expect(twin('de/service/domain/index.html')).toBe(path.join(root, 'de/service/domain.md'));
    expect(twin('de/redis/index.html')).toBe(path.join(root, 'de/redis/index.md'));
    expect(twin('index.html')).toBe(path.join(root, 'index.md'));
    expect(twin('de/search/index.html')).toBeNull();
    expect(twin('de/404.html')).toBeNull();
  });

  it('answers a page asked for as Markdown with its twin, Vary: Accept', async () => {
    const response = await get('/de/service/domain', {
      Accept: 'text/markdown',
      'User-Agent': claudeBot,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding, Accept');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.toString()).toBe(markdown);

    const folder = await get('/de/redis/', { Accept: 'text/markdown, text/html;q=0.9' });
    expect(folder.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(folder.body.toString()).toBe('# Redis\n');
    const home = await get('/', { Accept: 'text/markdown' });
    expect(home.body.toString()).toBe('# Quick start\n');
  });

  it('still gives browsers HTML, and says the answer varies by Accept', async () => {
    for (const accept of [chrome, '*/*', 'text/html, text/markdown;q=0.5']) {
      const response = await get('/de/service/domain', { Accept: accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.vary).toBe('Accept-Encoding, Accept');
      expect(response.headers['content-security-policy']).toMatch(/script-src/);
    }
    // A page without a twin (the search page) does not vary by Accept, nor do 404s.
    const search = await get('/de/search', { Accept: 'text/markdown' });
    expect(search.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(search.headers.vary).toBe('Accept-Encoding');
    const missing = await get('/de/gibt-es-nicht', { Accept: 'text/markdown' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('serves .md and llms.txt with their types, precompressed, revalidated with ETags', async () => {
    const twin = await get('/de/service/domain.md', { 'Accept-Encoding': 'br, gzip' });
    expect(twin.status).toBe(200);
    expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(twin.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(twin.body).toString()).toBe(markdown);
    expect(twin.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = twin.headers.etag!;
    expect((await get('/de/service/domain.md', { 'If-None-Match': etag })).status).toBe(304);
    // The negotiated answer is the same file: same validator.
    expect((await get('/de/service/domain', { Accept: 'text/markdown' })).headers.etag).toBe(etag);

    const llms = await get('/de/llms.txt', { 'Accept-Encoding': 'gzip' });
    expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(llms.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(llms.body).toString()).toMatch(/^# Nubiva\n/);
    expect((await get('/de/llms.txt', {}, 'HEAD')).status).toBe(200);
  });

  it('counts agent fetches per path, family and way, without IPs, and the stats show them', async () => {
    counter.flush();
    const until = Date.now() + 3_600_000;
    const before = readAgentFetches(counter.file, 0, until);
    await get('/de/service/domain.md', { 'User-Agent': gptBot });
    await get('/de/service/domain.md', { 'User-Agent': gptBot });
    await get('/de/llms.txt', { 'User-Agent': claudeBot });
    await get('/de/llms.txt', { 'User-Agent': 'curl/8.5.0' });
    await get('/de/redis/', { 'User-Agent': 'curl/8.5.0', Accept: 'text/markdown' });
    // Not counted: HTML pages, files that do not exist, the site's own readers
    // (the copy-page menu fetches the twin from the page: same-origin).
    await get('/de/service/domain.md', {
      'User-Agent': chromeUserAgent,
      'Sec-Fetch-Site': 'same-origin',
    });
    await get('/de/service/domain', { 'User-Agent': gptBot });
    await get('/de/gibt-es-nicht.md', { 'User-Agent': gptBot });
    counter.flush();

    const stats = readAgentFetches(counter.file, 0, until);
    expect(stats.requests - before.requests).toBe(5);
    /** Requests of a path and family counted since `before`. */
    const added = (p: string, family: string) => {
      const of = (s: typeof stats) => s.paths.find((row) => row.path === p)?.families[family] ?? 0;
      return of(stats) - of(before);
    };
    expect(added('/de/service/domain.md', 'GPTBot')).toBe(2);
    expect(added('/de/llms.txt', 'ClaudeBot')).toBe(1);
    expect(added('/de/llms.txt', 'other')).toBe(1);
    expect(added('/de/redis/index.md', 'other')).toBe(1);
    expect(stats.paths.find((row) => row.path === '/de/gibt-es-nicht.md')).toBeUndefined();
    const accepted = (s: typeof stats) => s.via.find((row) => row.via === 'accept')?.requests ?? 0;
    expect(accepted(stats) - accepted(before)).toBe(1);

    // What is stored: hour, path, family, way, count. No address, no user-agent string.
    const db = new Database(counter.file, { readonly: true });
    const columns = (
      db.prepare('PRAGMA table_info(agent_fetches)').all() as { name: string }[]
    ).map((c) => c.name);
    const stored = JSON.stringify(db.prepare('SELECT * FROM agent_fetches').all());
    db.close();
    expect(columns).toEqual(['hour', 'path', 'family', 'via', 'requests']);
    expect(stored).not.toMatch(/127\.0\.0\.1|::1|Mozilla|curl/);

    const report = path.join(site.dir, 'report.html');
    const result = spawnSync(process.execPath, [statsCli, '--since', '1d', '--html', report], {
      env: {
        ...process.env,
        EVENTS_STORE: 'sqlite',
        EVENTS_SQLITE_FILE: path.join(site.dir, 'data', 'events.sqlite'),
        AGENT_STATS_FILE: counter.file,
      },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /Agent fetches \(Markdown twins, llms\.txt, llms-full\.txt, MCP\)\s+\d+/,
    );
    expect(result.stdout).toMatch(/GPTBot\s+\d+/);
    expect(result.stdout).toMatch(/\/de\/service\/domain\.md\s+\d+\s+.*GPTBot \d+/);
    expect(result.stdout).toMatch(/Accept: text\/markdown\s+\d+/);
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('Agent fetches by user agent');
    expect(html).toContain('/de/llms.txt');
    expect(html).toContain('ClaudeBot');

    const json = spawnSync(process.execPath, [statsCli, '--since', '1d', '--json'], {
      env: {
        ...process.env,
        EVENTS_STORE: 'sqlite',
        EVENTS_SQLITE_FILE: path.join(site.dir, 'data', 'events.sqlite'),
        AGENT_STATS_FILE: counter.file,
      },
      encoding: 'utf8',
    });
    expect(
      (JSON.parse(json.stdout) as { agentFetches: { requests: number } }).agentFetches.requests,
    ).toBe(stats.requests);
  });
});
