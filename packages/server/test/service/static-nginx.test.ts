/**
 * Debian's nginx serving the build with the configuration generated from our rules
 * (src/nginx.ts): the static-behaviour suite ours passes (static-behaviour.ts, where nginx answers
 * otherwise it says why), and what nginx hands to our server: Markdown negotiation, the health
 * checks, and the agent fetches and pages it answers itself, which it mirrors to the server for
 * counting.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentFetchCounter, readAgentFetches } from '../../src/agents/counter.js';
import { RateLimiter } from '../../src/collect/rate-limit.js';
import { nginxSiteConfig } from '../../src/nginx.js';
import { PageViewCounter } from '../../src/page-views.js';
import { TrustedProxies } from '../../src/proxies.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { detectLocalePrefixes, loadSite } from '../../src/static.js';
import { request, tempDir } from '../helpers.js';
import { startNginx, type RunningNginx } from '../nginx-process.mjs';
import { nginxDifferences, staticBehaviour, writeStaticSite } from '../static-behaviour.js';

let ours: RunningServer;
let nginx: RunningNginx;
let counter: AgentFetchCounter;
let pageViews: PageViewCounter;
let accessLog: string;
let site: ReturnType<typeof tempDir>;

beforeAll(async () => {
  site = tempDir();
  const root = await writeStaticSite(site.dir);
  const localePrefixes = await detectLocalePrefixes(root);
  counter = new AgentFetchCounter(path.join(site.dir, 'agent-fetches.sqlite'), 60_000);
  pageViews = new PageViewCounter(path.join(site.dir, 'page-views.sqlite'), 60_000);
  ours = await startServer({
    root,
    localePrefixes,
    port: 0,
    agentFetches: counter,
    pageViews,
    mcp: {
      rateLimiter: new RateLimiter(0),
      allowedOrigins: [],
      trustedProxies: new TrustedProxies([]),
    },
  });
  const accessLogConfig = path.join(site.dir, 'access-log.conf');
  accessLog = path.join(site.dir, 'access.log');
  const config = nginxSiteConfig(await loadSite({ root, localePrefixes }), {
    listen: '127.0.0.1:0',
    upstream: new URL(ours.url).host,
    root,
    localePrefixes,
    countPageViews: true,
    serverIncludes: [accessLogConfig],
  });
  writeFileSync(accessLogConfig, `access_log ${accessLog};`);
  // As an operator's nginx.conf may: compress on the fly, SVG too.
  const operatorsHttp = 'gzip on; gzip_types image/svg+xml; gzip_min_length 1;';
  nginx = await startNginx(path.join(site.dir, 'nginx'), (port) =>
    [operatorsHttp, config.replace('listen 127.0.0.1:0;', `listen 127.0.0.1:${port};`)].join('\n'),
  );
});
afterAll(async () => {
  await nginx?.stop();
  await ours?.close();
  counter?.close();
  pageViews?.close();
  site.remove();
});

staticBehaviour('nginx', () => nginx.url);

describe('nginx: what it does not share with our server', () => {
  it(`answers a Range request with 206 (${nginxDifferences.range})`, async () => {
    const part = await request(nginx.url, '/assets/js/main.0123abcd.js', { Range: 'bytes=0-6' });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe('console');
    const whole = await request(ours.url, '/assets/js/main.0123abcd.js', { Range: 'bytes=0-6' });
    expect(whole.status).toBe(200);
  });

  it(`makes its own ETag (${nginxDifferences.etag})`, async () => {
    const fromNginx = await request(nginx.url, '/de/');
    const fromOurs = await request(ours.url, '/de/');
    expect(fromNginx.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(fromOurs.headers.etag).toMatch(/^W\//);
  });

  it(`sends its ETag on the 404 page (${nginxDifferences.notFoundValidators})`, async () => {
    expect((await request(nginx.url, '/de/gibt-es-nicht')).headers.etag).toBeTruthy();
    expect((await request(ours.url, '/de/gibt-es-nicht')).headers.etag).toBeUndefined();
  });
});

describe("nginx: the operator's own configuration", () => {
  it('includes files in the server block (here: an access log)', async () => {
    await request(nginx.url, '/de/service/?from=include');
    // nginx writes the line once the answer is sent.
    const logged = () => readFileSync(accessLog, 'utf8').includes('GET /de/service/?from=include');
    for (let tries = 0; tries < 50 && !logged(); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(logged()).toBe(true);
  });
});

describe('nginx: what it hands to our server', () => {
  it('proxies the MCP endpoint', async () => {
    const answer = await fetch(`${nginx.url}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
  });

  it('proxies the health checks', async () => {
    const live = await request(nginx.url, '/livez');
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body.toString())).toEqual({ ok: true });
    expect((await request(nginx.url, '/healthz')).status).toBe(200);
  });

  it('mirrors the agent fetches it answers, so that the server counts them', async () => {
    counter.flush();
    const until = Date.now() + 3_600_000;
    const counted = () => readAgentFetches(counter.file, 0, until).requests;
    const before = counted();
    const agent = { 'User-Agent': 'curl/8.5.0' };
    await request(nginx.url, '/de/overview.md', agent);
    await request(nginx.url, '/de/overview', { ...agent, Accept: 'text/markdown' });
    // The mirrored request ends after nginx's answer: wait for it.
    for (let tries = 0; tries < 100 && counted() < before + 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      counter.flush();
    }
    expect(counted() - before).toBe(2);
  });

  it('mirrors the pages it answers, so that the server counts page views', async () => {
    const reader = {
      'User-Agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    };
    const views = () => {
      pageViews.flush();
      const db = new Database(pageViews.file, { readonly: true });
      const rows = db
        .prepare('SELECT path, kind, SUM(views) AS views FROM page_views GROUP BY path, kind')
        .all() as { path: string; kind: string; views: number }[];
      db.close();
      return rows;
    };
    await request(nginx.url, '/de/service/', reader);
    await request(nginx.url, '/de/gibt-es-nicht', reader);
    await request(nginx.url, '/assets/js/main.0123abcd.js', reader);
    for (let tries = 0; tries < 100 && views().length < 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(views()).toEqual([
      { path: '/de/gibt-es-nicht', kind: 'not_found', views: 1 },
      { path: '/de/service/', kind: 'page', views: 1 },
    ]);
  });
});
