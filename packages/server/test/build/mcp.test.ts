/**
 * The MCP endpoint against the real build over real HTTP, with the official SDK's client as an
 * editor or assistant uses it: its tools, searches in German, Japanese and Korean with the search
 * UI's filters and limits, page and section reads, tool errors, the Origin check, the rate limit,
 * and the reads in the agent-fetch counts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeHTML } from 'entities';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import { AgentFetchCounter, readAgentFetches } from '../../src/agents/counter.js';
import { agentFetchesHtml, formatAgentFetches } from '../../src/agents/report.js';
import { RateLimiter } from '../../src/collect/rate-limit.js';
import { TrustedProxies } from '../../src/proxies.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { detectLocalePrefixes } from '../../src/static.js';
import { tempDir } from '../helpers.js';

// The real build (SITE_BUILD_DIR: another one, relative to the repository).
const root = path.resolve(
  import.meta.dirname,
  '../../../..',
  process.env.SITE_BUILD_DIR ?? 'site/build',
);
const perMinute = 100;

let server: RunningServer;
let client: Client;
let counts: ReturnType<typeof tempDir>;
let agentFetches: AgentFetchCounter;

type SearchAnswer = {
  query: string;
  locale: string;
  versions: string[];
  total: number;
  page: number;
  pages: number;
  results: { title: string; headingPath: string[]; url: string; snippet: string }[];
};

const call = async (name: string, args: Record<string, unknown>) => {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { type: string; text: string }[])[0]?.text ?? '';
  return { isError: result.isError === true, text, structured: result.structuredContent };
};
const search = async (args: Record<string, unknown>) => {
  const answer = await call('search', args);
  expect(answer.isError, answer.text).toBe(false);
  return answer.structured as SearchAnswer;
};

beforeAll(async () => {
  counts = tempDir();
  agentFetches = new AgentFetchCounter(path.join(counts.dir, 'agent-fetches.sqlite'), 60_000);
  server = await startServer({
    root,
    localePrefixes: await detectLocalePrefixes(root),
    port: 0,
    agentFetches,
    mcp: {
      rateLimiter: new RateLimiter(perMinute),
      allowedOrigins: [],
      trustedProxies: new TrustedProxies([]),
    },
  });
  client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});

afterAll(async () => {
  await client?.close();
  await server?.close();
  await agentFetches?.close();
  counts?.remove();
});

describe('the MCP endpoint', () => {
  it('lists its two read-only tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'search']);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
  });

  it('searches German, Japanese and Korean docs with their titles, heading paths, twins and snippets', async () => {
    for (const [locale, query, prefix] of [
      ['de', 'Arbeitsspeicher Verdrängung', '/de/'],
      ['ja', '接続', '/ja/'],
      ['ko', '접속', '/ko/'],
    ] as const) {
      const answer = await search({ query, locale });
      expect(answer.total, locale).toBeGreaterThan(0);
      const [first] = answer.results;
      expect(new URL(first!.url).pathname.startsWith(prefix), first!.url).toBe(true);
      expect(new URL(first!.url).pathname).toMatch(/\.md$/);
      expect(first!.title).not.toBe('');
      expect(first!.headingPath[0]).toBe(first!.title);
      expect(
        answer.results.some((result) => result.snippet.includes('**')),
        locale,
      ).toBe(true);
    }
  });

  it('filters by docs version, as the search UI does, and names unknown versions', async () => {
    const all = await search({ query: 'Node.js', locale: 'de' });
    expect(all.versions).toEqual(['docs-default-current', 'docs-examples-current']);
    const examples = await search({
      query: 'Node.js',
      locale: 'de',
      versions: ['docs-examples-current'],
    });
    expect(examples.total).toBeGreaterThan(0);
    expect(examples.total).toBeLessThan(all.total);
    // The docs of the other version are left out; pages outside the docs stay (as in the UI).
    const docsOnly = await search({
      query: 'Node.js',
      locale: 'de',
      versions: ['docs-default-current'],
    });
    const examplesPaths = new Set(examples.results.map((result) => new URL(result.url).pathname));
    expect(
      docsOnly.results.filter((result) => new URL(result.url).pathname.startsWith('/de/examples/')),
    ).toEqual([]);
    expect([...examplesPaths].some((url) => url.startsWith('/de/examples/'))).toBe(true);
    const unknown = await call('search', { query: 'Redis', locale: 'de', versions: ['docs-9.9'] });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Unknown version "docs-9.9"');
  });

  it("cuts the query at the search box's 64 characters and pages by its page size", async () => {
    const long = `Dienst ${'x'.repeat(100)}`;
    const cut = await search({ query: long, locale: 'de' });
    expect(cut.query).toBe(long.slice(0, SEARCH_DEFAULTS.maxQueryLength));
    expect(cut.query).toHaveLength(64);
    const first = await search({ query: 'Dienst', locale: 'de' });
    expect(first.total).toBeGreaterThan(SEARCH_DEFAULTS.hitsPerPage);
    expect(first.results).toHaveLength(SEARCH_DEFAULTS.hitsPerPage);
    const second = await search({ query: 'Dienst', locale: 'de', page: 1 });
    expect(second.page).toBe(1);
    const firstUrls = new Set(first.results.map((result) => result.url));
    expect(second.results.some((result) => !firstUrls.has(result.url))).toBe(true);
  });

  it('reads a page and one section of it as Markdown', async () => {
    const page = await call('get_page', { url: '/de/redis/' });
    expect(page.isError, page.text).toBe(false);
    // The twin's pointer to llms.txt and this server, then the page.
    expect(page.text).toMatch(/^> .*\/de\/llms\.txt.*\/mcp.*\n\n# Redis\n/);
    expect(page.text).toContain('## Arbeitsspeicher und Verdrängung');
    const section = await call('get_page', {
      url: 'https://docs.nubiva.example/de/redis/index.md',
      section: '#memory-and-eviction',
    });
    expect(section.text).toMatch(/^## Arbeitsspeicher und Verdrängung \{#memory-and-eviction\}\n/);
    expect(section.text).not.toContain('## Redis-Instanz anlegen');
    expect(section.text.length).toBeLessThan(page.text.length);
    // A search result's URL with its anchor reads that section.
    const hit = (await search({ query: 'Tarife Redis', locale: 'de' })).results.find((result) =>
      result.url.includes('#'),
    )!;
    const fromHit = await call('get_page', { url: hit.url });
    expect(fromHit.isError, fromHit.text).toBe(false);
    expect(fromHit.text).toMatch(/^#{2,6} /);
  });

  it('answers unknown pages, locales and sections and oversized input with tool errors', async () => {
    const page = await call('get_page', { url: '/de/no-such-page/' });
    expect(page).toMatchObject({ isError: true });
    expect(page.text).toContain('No page at /de/no-such-page/');
    const section = await call('get_page', { url: '/de/redis/', section: 'no-such-heading' });
    expect(section.text).toContain('No section #no-such-heading on /de/redis/index.md');
    const locale = await call('search', { query: 'Redis', locale: 'fr' });
    expect(locale).toMatchObject({ isError: true });
    expect(locale.text).toBe('Unknown locale "fr": this site has en, de, ja, ko.');
    const oversized = await call('search', { query: 'x'.repeat(513), locale: 'de' });
    expect(oversized.isError).toBe(true);
    expect(oversized.text).toMatch(/Input validation error.*query/s);
    const page50 = await call('search', { query: 'Redis', page: 50 });
    expect(page50.isError).toBe(true);
  });

  it("names the locale's llms.txt on the server's search answers, as on every page and twin", async () => {
    for (const accept of ['text/markdown', 'text/html']) {
      const answer = await fetch(`${server.url}/ja/search?q=Redis`, {
        headers: { Accept: accept },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('link'), accept).toBe(
        '</ja/llms.txt>; rel="describedby"; type="text/plain"',
      );
    }
  });

  it('connects with the configuration the support page shows, in every language', async () => {
    for (const prefix of ['', 'de/', 'ja/', 'ko/']) {
      const html = readFileSync(path.join(root, prefix, 'support', 'index.html'), 'utf8');
      // The code block after the section's heading, as a reader copies it: its text.
      const section = html.slice(html.search(/id="?connect-an-ai-tool-over-mcp/));
      const code = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(section)?.[1] ?? '';
      const pasted = decodeHTML(code.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, ''));
      const config = JSON.parse(pasted) as {
        mcpServers: Record<string, { type: string; url: string }>;
      };
      const [entry, ...others] = Object.values(config.mcpServers);
      expect(others, prefix).toEqual([]);
      expect(entry!.type).toBe('http');
      // The page names the production host; the tool reaches this server at the same path.
      const url = new URL(entry!.url);
      expect(url.origin).toBe('https://docs.nubiva.example');
      const reader = new Client({ name: 'pasted-config', version: '1.0.0' });
      await reader.connect(new StreamableHTTPClientTransport(new URL(url.pathname, server.url)));
      const { tools } = await reader.listTools();
      expect(tools.map((tool) => tool.name).sort(), prefix).toEqual(['get_page', 'search']);
      await reader.close();
    }
  });

  it('refuses a browser on another site (Origin), as POST /lc_t does', async () => {
    const response = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        Origin: 'https://evil.example',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errMsg: { errorCode: 40301, hint: 'requests from other sites are refused' },
    });
  });

  it('counts the reads and searches with the agent fetches', async () => {
    agentFetches.flush();
    const stats = readAgentFetches(agentFetches.file, Date.now() - 3_600_000, Date.now());
    const mcp = stats.via.find((row) => row.via === 'mcp');
    expect(mcp?.requests).toBeGreaterThan(10);
    const paths = stats.paths.map((row) => row.path);
    expect(paths).toContain('/de/redis/index.md');
    expect(paths).toContain('/de/search');
    expect(paths).toContain('/ja/search');
    // `npm run stats` names the way.
    expect(formatAgentFetches(stats)).toMatch(/MCP \(search, get_page\)\s+\d+/);
    // The HTML report and the dashboard chart the ways, MCP among them.
    const html = agentFetchesHtml(stats, 'de');
    expect(html).toContain('Abrufe durch Agenten nach Art');
    expect(html).toContain('MCP (search, get_page)');
  });

  it("answers a client over its budget as /lc_t does (429, Retry-After, the tracker's error)", async () => {
    const post = () =>
      fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
    let response = await post();
    for (let i = 0; i < perMinute && response.status !== 429; i++) response = await post();
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ errMsg: { errorCode: 42901 } });
  });
});
