import { afterEach, describe, expect, it } from 'vitest';
import { CollectError } from '../src/collect/errors.js';
import { RateLimiter } from '../src/collect/rate-limit.js';
import { clientKey, isSameOrigin } from '../src/collect/same-origin.js';
import type { EventSink } from '../src/storage/sink.js';
import { makeBatch, startCollector, type TestCollector } from './helpers.js';

let server: TestCollector | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function errorCode(response: Response): Promise<number> {
  return ((await response.json()) as { errMsg: { errorCode: number } }).errMsg.errorCode;
}

describe('same-origin check', () => {
  it('accepts the site itself and clients without browser headers', async () => {
    server = await startCollector();
    const host = new URL(server.url).host;
    expect(
      (await server.post(makeBatch(), { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' }))
        .status,
    ).toBe(200);
    expect((await server.post(makeBatch(), { Origin: `https://${host}` })).status).toBe(200);
    expect((await server.post(makeBatch())).status).toBe(200);
  });

  it('refuses a post from another site', async () => {
    server = await startCollector();
    const response = await server.post(makeBatch(), { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe(CollectError.crossOrigin);
    const bySecFetch = await server.post(makeBatch(), { 'Sec-Fetch-Site': 'cross-site' });
    expect(bySecFetch.status).toBe(403);
    const sameSite = await server.post(makeBatch(), { 'Sec-Fetch-Site': 'same-site' });
    expect(sameSite.status).toBe(403);
    expect((await server.post(makeBatch(), { Origin: 'null' })).status).toBe(403);
  });

  it('accepts an origin listed in ALLOWED_ORIGINS', async () => {
    server = await startCollector({ allowedOrigins: ['https://staging.example'] });
    const response = await server.post(makeBatch(), {
      Origin: 'https://staging.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(response.status).toBe(200);
  });
});

describe('per-client rate limit', () => {
  it('answers 429 with Retry-After once a client used its budget, storing nothing', async () => {
    server = await startCollector({ rateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i++) expect((await server.post(makeBatch())).status).toBe(200);
    const refused = makeBatch();
    const response = await server.post(refused);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorCode(response)).toBe(CollectError.rateLimited);
    const stored = await server.sink.aggregate(0, Date.now() + 1000);
    expect(stored.events).toBe(3);
  });

  it('gives each client its own budget and a new one each minute', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(60);
    now = 30_000;
    expect(limiter.take('a')).toBe(30);
    now = 60_000;
    expect(limiter.take('a')).toBe(0);
    limiter.sweep();
    expect(limiter.trackedClients).toBe(1);
    limiter.stop();
  });
});

describe('behind a load balancer (TRUST_PROXY)', () => {
  it('compares the origin with X-Forwarded-Host only when trusted', () => {
    const headers = {
      host: '10.0.0.5:3000',
      origin: 'https://docs.example.test',
      'x-forwarded-host': 'docs.example.test',
    };
    expect(isSameOrigin(headers, [], true)).toBe(true);
    expect(isSameOrigin(headers, [], false)).toBe(false);
  });

  it('keys the rate limit by the first forwarded hop only when trusted', () => {
    const headers = { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' };
    expect(clientKey(headers, '10.0.0.1', true)).toBe('198.51.100.7');
    expect(clientKey(headers, '10.0.0.1', false)).toBe('10.0.0.1');
  });
});

describe('a failing sink', () => {
  it('answers 503 with Retry-After and acknowledges nothing', async () => {
    const failing: EventSink = {
      kind: 'sqlite',
      store: () => Promise.reject(new Error('disk full')),
      deleteReceivedBefore: async () => 0,
      aggregate: () => Promise.reject(new Error('unused')),
      close: async () => {},
    };
    server = await startCollector({ sink: failing });
    const response = await server.post(makeBatch());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await errorCode(response)).toBe(CollectError.storageUnavailable);
  });
});
