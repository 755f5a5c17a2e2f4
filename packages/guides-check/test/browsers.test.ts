import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, type Deployment } from '../src/deploy.js';
import { expectDocumentedError, expectDocumentedHealth, request } from '../src/http.js';
import { guideEnv } from '../src/project.js';
import { freePort, startService } from '../src/service.js';
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

/** The origin the guides' local-test switch opens: the target site, and nothing beside it. */
const allowTarget = () => ({ ALLOW_PRIVATE_ORIGINS: new URL(target.url).origin });

/** A redirect to an internal address is refused; the page's embedded internal image is never fetched. */
async function expectInternalAddressesRefused(app: Deployment, route: string): Promise<void> {
  const redirected = await request(
    `${app.service.baseUrl}${route}?url=${encodeURIComponent(target.redirectUrl)}`,
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
    const answer = await request(`${app.service.baseUrl}/screenshot?${query}`);
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

  it.each(['not-a-url', 'file:///etc/passwd'])('refuses %s with HTTP 400', async (url) => {
    const answer = await request(
      `${app.service.baseUrl}/screenshot?url=${encodeURIComponent(url)}`,
    );
    expectDocumentedError(answer, 400, app.guide.markdown);
  });

  it('refuses private addresses with HTTP 403 unless ALLOW_PRIVATE_ORIGINS names them', async () => {
    // The same built project, started as deployed: without the local-test switch.
    const port = await freePort();
    const guarded = await startService({
      command: app.guide.start,
      cwd: app.dir,
      env: guideEnv(port),
      port,
    });
    try {
      for (const url of [target.url, target.internalUrl, 'http://10.1.2.3/', 'http://[::1]/']) {
        const answer = await request(
          `${guarded.baseUrl}/screenshot?url=${encodeURIComponent(url)}`,
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
    const answer = await request(`${app.service.baseUrl}/pdf?${query}`);
    expect(answer.status, app.service.output()).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(target.internalHits).toEqual([]);
  });

  it('refuses a redirect to an internal address with HTTP 403', async () => {
    await expectInternalAddressesRefused(app, '/pdf');
  });

  it('refuses an unknown paper format and a missing URL with HTTP 400', async () => {
    const { baseUrl } = app.service;
    const badFormat = await request(
      `${baseUrl}/pdf?url=${encodeURIComponent(target.url)}&format=B7`,
    );
    expectDocumentedError(badFormat, 400, app.guide.markdown);
    expectDocumentedError(await request(`${baseUrl}/pdf`), 400, app.guide.markdown);
  });

  it('leaves no process behind once stopped, its Chromium included', async () => {
    await app.service.stop();
    expect(processesIn(app.dir)).toEqual([]);
  });
});
