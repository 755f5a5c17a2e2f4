import { spawnSync } from 'node:child_process';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, type Deployment } from '../src/deploy.js';
import { expectDocumentedError, expectDocumentedHealth, request } from '../src/http.js';
import { guideEnv } from '../src/project.js';
import { freePort, startService } from '../src/service.js';
import { chromiumPath } from '../src/paths.js';
import { startTargetSite } from '../src/targetSite.js';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The documented request (`GET /screenshot?url=https://example.com&…`) with its URL
 * pointing at a page on loopback: this machine reaches no public site. The page's
 * `ALLOW_PRIVATE_ORIGINS` ("for local tests") lets the app open that one origin.
 */
function documentedQuery(markdown: string, route: string, target: string): URLSearchParams {
  const line = markdown.split('\n').find((text) => text.startsWith(`- \`GET ${route}?`));
  const path = /`GET ([^`]+)`/.exec(line ?? '')?.[1];
  if (!path) throw new Error(`the page documents no \`GET ${route}?…\` request`);
  const query = new URL(path, 'http://guide.invalid').searchParams;
  query.set('url', target);
  return query;
}

/** The Chromium the guide runs with (the image's, Debian's here) is the version its page states. */
function expectStatedChromiumVersion(markdown: string): void {
  const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout;
  const major = /Chromium (\d+)\./.exec(version)?.[1];
  expect(major, version).toBeDefined();
  expect(markdown).toMatch(new RegExp(`Chromium[^.\\n]* ${major} `));
}

/** The processes working in `dir` (their command lines): what a stopped app left running. */
function processesIn(dir: string): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .flatMap((pid) => {
      try {
        if (!readlinkSync(`/proc/${pid}/cwd`).startsWith(dir)) return [];
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').slice(0, 120)];
      } catch {
        return []; // Gone meanwhile, or not ours to read.
      }
    });
}

let target: Awaited<ReturnType<typeof startTargetSite>>;
beforeAll(async () => {
  target = await startTargetSite();
});
afterAll(() => target?.close());

/** The secret the pages tell readers to set in API_TOKEN; every render request sends it. */
const apiToken = 'guides-check-0123456789abcdef0123456789abcdef';
const withToken = { headers: { authorization: `Bearer ${apiToken}` } };

/** Short enough for the tier, long enough for the target site's page on a busy machine. */
const navigationTimeoutMs = 8000;

/** The origin the guides' local-test switch opens: the target site, and nothing beside it. */
const allowTarget = () => ({
  API_TOKEN: apiToken,
  ALLOW_PRIVATE_ORIGINS: new URL(target.url).origin,
  NAVIGATION_TIMEOUT_MS: String(navigationTimeoutMs),
});

/**
 * A page that does not load within NAVIGATION_TIMEOUT_MS gets the status the page documents,
 * never 502, 503 or 504: those are the platform's (troubleshooting reads 504 as its request
 * time limit), and a reader must not follow that entry for the service's own time-out.
 */
async function expectOwnTimeout(app: Deployment, route: string): Promise<void> {
  const answer = await request(
    `${app.service.baseUrl}${route}?url=${encodeURIComponent(target.slowUrl)}`,
    withToken,
  );
  expect([502, 503, 504]).not.toContain(answer.status);
  expectDocumentedError(answer, 422, app.guide.markdown);
  expect(answer.json()).toEqual({ error: 'The page did not finish loading in time.' });
}

/** Without the token a render request gets 401, and without API_TOKEN the app does not start. */
async function expectTokenRequired(app: Deployment, route: string): Promise<void> {
  const url = `${app.service.baseUrl}${route}?url=${encodeURIComponent(target.url)}`;
  expectDocumentedError(await request(url), 401, app.guide.markdown);
  const wrong = await request(url, { headers: { authorization: `Bearer ${apiToken}x` } });
  expectDocumentedError(wrong, 401, app.guide.markdown);
  const port = await freePort();
  const env = guideEnv(port);
  delete env.API_TOKEN;
  const started = spawnSync('sh', ['-c', app.guide.start], {
    cwd: app.dir,
    env,
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(started.status).not.toBe(0);
  expect(started.stderr).toContain('API_TOKEN');
}

/**
 * The page's address check itself, for addresses this machine cannot reach: public ones pass,
 * every special-purpose range the page names is refused, IPv4 hidden in IPv6 included.
 */
async function expectAddressRanges(app: Deployment): Promise<void> {
  const check = (await import(`${app.dir}/target-url.js`)) as {
    publicAddress(host: string, key: string, allowed: Set<string>): Promise<string>;
  };
  const verdict = (address: string) =>
    check.publicAddress(address, `${address}:80`, new Set()).then(
      () => 'public',
      (error: { status?: number }) => error.status,
    );
  for (const address of ['1.1.1.1', '93.184.215.14', '2606:4700::1111', '::ffff:1.1.1.1']) {
    expect(await verdict(address), address).toBe('public');
  }
  const refused = ['10.1.2.3', '100.64.0.1', '169.254.169.254', '192.0.0.8', '198.18.0.1'];
  refused.push('224.0.0.1', '240.0.0.1', '255.255.255.255', '::1', 'fd00::1', 'fe80::1');
  refused.push('::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:a00:1::', '2001::1', 'ff02::1');
  for (const address of refused) expect(await verdict(address), address).toBe(403);
  // The page's proxy checks (and would tunnel to) the port a CONNECT names: 80, the port of
  // ws:// URLs, too, which `new URL` leaves empty.
  const { startEgressProxy } = (await import(`${app.dir}/egress-proxy.js`)) as {
    startEgressProxy(allowed: Set<string>): Promise<EgressProxy>;
  };
  const proxy = await startEgressProxy(new Set());
  try {
    for (const port of [80, 443])
      expect(await connectStatus(proxy.server, `10.1.2.3:${port}`)).toBe(403);
    expect(proxy.refused.map((entry) => entry.host)).toEqual(['10.1.2.3:80', '10.1.2.3:443']);
  } finally {
    proxy.close();
  }
}

interface EgressProxy {
  server: string;
  refused: { host: string }[];
  close(): void;
}

/** The status a proxy answers `CONNECT authority` with. */
function connectStatus(proxy: string, authority: string): Promise<number | undefined> {
  const { hostname, port } = new URL(proxy);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method: 'CONNECT', path: authority });
    req.on('connect', (answer: IncomingMessage, socket: Socket) => {
      socket.destroy();
      resolve(answer.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A redirect to an internal address is refused; the page's embedded internal image is never fetched. */
async function expectInternalAddressesRefused(app: Deployment, route: string): Promise<void> {
  const redirected = await request(
    `${app.service.baseUrl}${route}?url=${encodeURIComponent(target.redirectUrl)}`,
    withToken,
  );
  expectDocumentedError(redirected, 403, app.guide.markdown);
  expect(target.internalHits).toEqual([]);
}

describe('Playwright guide, run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deploy('testing/playwright', { env: allowTarget() });
  });
  afterAll(() => app?.stop());

  it('answers the documented screenshot request with a PNG of the viewport', async () => {
    await expectDocumentedHealth(app.service.baseUrl, app.guide.markdown);
    const query = documentedQuery(app.guide.markdown, '/screenshot', target.url);
    const answer = await request(`${app.service.baseUrl}/screenshot?${query}`, withToken);
    expect(answer.status, app.service.output()).toBe(200);
    expect(answer.type).toBe('image/png');
    expect(answer.body.subarray(0, 8).equals(pngSignature)).toBe(true);
    // IHDR holds the image size: the viewport the query asks for.
    expect(answer.body.readUInt32BE(16)).toBe(Number(query.get('width')));
    expect(answer.body.readUInt32BE(20)).toBe(Number(query.get('height')));
    expect(target.internalHits).toEqual([]);
  });

  it('refuses a redirect to an internal address with HTTP 403', async () => {
    await expectInternalAddressesRefused(app, '/screenshot');
  });

  it('answers a page that does not load in time with its own status, not the platform’s 504', async () => {
    await expectOwnTimeout(app, '/screenshot');
  });

  it('refuses requests without the API token, and does not start without one', async () => {
    await expectTokenRequired(app, '/screenshot');
  });

  it('states the major version of the Chromium it runs with', () => {
    expectStatedChromiumVersion(app.guide.markdown);
  });

  it('refuses every special-purpose address range, on the port named, and lets public addresses pass', async () => {
    await expectAddressRanges(app);
  });

  it.each(['not-a-url', 'file:///etc/passwd'])('refuses %s with HTTP 400', async (url) => {
    const answer = await request(
      `${app.service.baseUrl}/screenshot?url=${encodeURIComponent(url)}`,
      withToken,
    );
    expectDocumentedError(answer, 400, app.guide.markdown);
  });

  it('refuses private addresses with HTTP 403 unless ALLOW_PRIVATE_ORIGINS names them', async () => {
    // The same built project, started as deployed: without the local-test switch.
    const port = await freePort();
    const guarded = await startService({
      command: app.guide.start,
      cwd: app.dir,
      env: guideEnv(port, { API_TOKEN: apiToken }),
      port,
    });
    try {
      for (const url of [target.url, target.internalUrl, 'http://10.1.2.3/', 'http://[::1]/']) {
        const answer = await request(
          `${guarded.baseUrl}/screenshot?url=${encodeURIComponent(url)}`,
          withToken,
        );
        expectDocumentedError(answer, 403, app.guide.markdown);
      }
    } finally {
      await guarded.stop();
    }
  });

  it('leaves no process behind once stopped, its Chromium included', async () => {
    await app.service.stop();
    expect(processesIn(app.dir)).toEqual([]);
  });
});

describe('Puppeteer guide, run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deploy('testing/puppeteer', { env: allowTarget() });
  });
  afterAll(() => app?.stop());

  it('answers the documented PDF request with a PDF', async () => {
    await expectDocumentedHealth(app.service.baseUrl, app.guide.markdown);
    const query = documentedQuery(app.guide.markdown, '/pdf', target.url);
    const answer = await request(`${app.service.baseUrl}/pdf?${query}`, withToken);
    expect(answer.status, app.service.output()).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(target.internalHits).toEqual([]);
  });

  it('refuses a redirect to an internal address with HTTP 403', async () => {
    await expectInternalAddressesRefused(app, '/pdf');
  });

  it('answers a page that does not load in time with its own status, not the platform’s 504', async () => {
    await expectOwnTimeout(app, '/pdf');
  });

  it('prints posted HTML, its images loaded through the same address check', async () => {
    const line = app.guide.markdown.split('\n').find((text) => text.startsWith('- `POST /pdf?'));
    const path = /`POST ([^`]+)`/.exec(line ?? '')?.[1];
    expect(line, 'the page documents `POST /pdf?…`').toContain('text/html');
    const url = `${app.service.baseUrl}${path}`;
    const post = (
      body: string,
      type = 'text/html; charset=utf-8',
      headers: Record<string, string> = withToken.headers,
    ) => request(url, { method: 'POST', headers: { ...headers, 'content-type': type }, body });
    const invoice = `<h1>Invoice</h1><img src="${target.url}logo.png"><img src="${target.internalUrl}pixel.png">`;
    const answer = await post(invoice);
    expect(answer.status, app.service.output()).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(target.siteHits).toContain('/logo.png');
    expect(target.internalHits).toEqual([]);
    expectDocumentedError(await post(invoice, 'text/plain'), 415, app.guide.markdown);
    expectDocumentedError(await post(''), 400, app.guide.markdown);
    // One byte over the default the page states for MAX_HTML_KIB.
    const maxKib = Number(/^- `MAX_HTML_KIB`.*`(\d+)`/m.exec(app.guide.markdown)?.[1]);
    expect(maxKib).toBeGreaterThan(0);
    const ofSize = (bytes: number) => `<p>fits</p><!--${'a'.repeat(bytes - 18)}-->`;
    expectDocumentedError(await post(ofSize(maxKib * 1024 + 1)), 413, app.guide.markdown);
    expect((await post(ofSize(maxKib * 1024))).status).toBe(200);
    expectDocumentedError(await post(invoice, 'text/html', {}), 401, app.guide.markdown);
  });

  it('refuses requests without the API token, and does not start without one', async () => {
    await expectTokenRequired(app, '/pdf');
  });

  it('states the major version of the Chromium it runs with', () => {
    expectStatedChromiumVersion(app.guide.markdown);
  });

  it('refuses every special-purpose address range, on the port named, and lets public addresses pass', async () => {
    await expectAddressRanges(app);
  });

  it('refuses an unknown paper format and a missing URL with HTTP 400', async () => {
    const { baseUrl } = app.service;
    const badFormat = await request(
      `${baseUrl}/pdf?url=${encodeURIComponent(target.url)}&format=B7`,
      withToken,
    );
    expectDocumentedError(badFormat, 400, app.guide.markdown);
    expectDocumentedError(await request(`${baseUrl}/pdf`, withToken), 400, app.guide.markdown);
  });

  it('leaves no process behind once stopped, its Chromium included', async () => {
    await app.service.stop();
    expect(processesIn(app.dir)).toEqual([]);
  });
});
