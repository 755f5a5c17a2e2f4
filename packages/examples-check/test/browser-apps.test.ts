import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, exampleDir } from '../src/paths.js';
import { freePort, startService, type RunningService } from '../src/service.js';
import { startTargetSite } from '../src/targetSite.js';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function startBrowserExample(id: string, allowPrivate: boolean): Promise<RunningService> {
  return startService({
    command: process.execPath,
    args: ['server.js'],
    cwd: exampleDir(id),
    port: await freePort(),
    // The test page lives on loopback, which the examples refuse unless told otherwise.
    env: { CHROMIUM_PATH: chromiumPath, ALLOW_PRIVATE_URLS: allowPrivate ? 'true' : 'false' },
  });
}

let target: Awaited<ReturnType<typeof startTargetSite>>;
beforeAll(async () => {
  target = await startTargetSite();
});
afterAll(() => target?.close());

it('both browser examples ship the same URL guard', () => {
  const read = (id: string) => readFileSync(join(exampleDir(id), 'target-url.js'), 'utf8');
  expect(read('testing/puppeteer')).toBe(read('testing/playwright'));
});

describe('Playwright screenshot example', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startBrowserExample('testing/playwright', true);
  });
  afterAll(() => service?.stop());

  it('returns a PNG of the page', async () => {
    const query = new URLSearchParams({ url: target.url, width: '400', height: '300' });
    const response = await fetch(`${service.baseUrl}/screenshot?${query}`);
    expect(response.status, service.output()).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
    // IHDR holds the image size: the requested viewport.
    expect(png.readUInt32BE(16)).toBe(400);
    expect(png.readUInt32BE(20)).toBe(300);
  });

  it.each([
    ['not a URL', 'not-a-url'],
    ['another scheme', 'file:///etc/passwd'],
  ])('refuses %s with 400', async (_case, url) => {
    const response = await fetch(`${service.baseUrl}/screenshot?url=${encodeURIComponent(url)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
  });

  it('refuses an absurd viewport with 400', async () => {
    const query = new URLSearchParams({ url: target.url, width: '99999' });
    const response = await fetch(`${service.baseUrl}/screenshot?${query}`);
    expect(response.status).toBe(400);
  });
});

describe('Playwright example with the address guard on', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startBrowserExample('testing/playwright', false);
  });
  afterAll(() => service?.stop());

  it('refuses loopback and private addresses with 403', async () => {
    for (const url of [target.url, 'http://10.1.2.3/', 'http://[::1]/']) {
      const response = await fetch(`${service.baseUrl}/screenshot?url=${encodeURIComponent(url)}`);
      expect(response.status, url).toBe(403);
    }
  });
});

describe('Puppeteer PDF example', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startBrowserExample('testing/puppeteer', true);
  });
  afterAll(() => service?.stop());

  it('returns a PDF of the page', async () => {
    const query = new URLSearchParams({ url: target.url, format: 'A5' });
    const response = await fetch(`${service.baseUrl}/pdf?${query}`);
    expect(response.status, service.output()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses an unknown paper format and a missing URL with 400', async () => {
    const badFormat = await fetch(
      `${service.baseUrl}/pdf?url=${encodeURIComponent(target.url)}&format=B7`,
    );
    expect(badFormat.status).toBe(400);
    const missingUrl = await fetch(`${service.baseUrl}/pdf`);
    expect(missingUrl.status).toBe(400);
    expect(await missingUrl.json()).toHaveProperty('error');
  });
});
