import { afterEach, describe, expect, it } from 'vitest';
import { CollectError } from '../src/collect/errors.js';
import { RateLimiter } from '../src/collect/rate-limit.js';
import { isSameOrigin } from '../src/collect/same-origin.js';
import { TrustedProxies } from '../src/proxies.js';
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

describe('behind proxies (TRUSTED_PROXIES)', () => {
  const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({
    headers,
    socket: { remoteAddress } as never,
  });

  it('gives two clients behind a trusted proxy their own rate limits, over HTTP', async () => {
    server = await startCollector({
      rateLimitPerMinute: 1,
      trustedProxies: new TrustedProxies(['127.0.0.1', '::1']),
    });
    const behind = (client: string) => ({ 'X-Forwarded-For': client });
    expect((await server.post(makeBatch(), behind('198.51.100.7'))).status).toBe(200);
    expect((await server.post(makeBatch(), behind('198.51.100.8'))).status).toBe(200);
    expect((await server.post(makeBatch(), behind('198.51.100.7'))).status).toBe(429);
    // A client cannot pick its bucket by writing the header itself: the proxy appends.
    expect((await server.post(makeBatch(), behind('203.0.113.9, 198.51.100.8'))).status).toBe(429);
  });

  it('ignores X-Forwarded-For without a trusted proxy: one bucket for the peer', async () => {
    server = await startCollector({ rateLimitPerMinute: 1 });
    expect((await server.post(makeBatch(), { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(
      200,
    );
    expect((await server.post(makeBatch(), { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(
      429,
    );
  });

  it('reads the client from the right, past every trusted hop', () => {
    const proxies = new TrustedProxies(['10.0.0.0/8']);
    const headers = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7, 10.0.0.2' };
    expect(proxies.clientAddress(from('10.0.0.1', headers))).toBe('198.51.100.7');
    expect(proxies.clientAddress(from('::ffff:10.0.0.1', headers))).toBe('198.51.100.7');
    expect(proxies.clientAddress(from('192.0.2.1', headers))).toBe('192.0.2.1');
    expect(proxies.clientAddress(from('10.0.0.1', {}))).toBe('10.0.0.1');
    expect(new TrustedProxies().clientAddress(from('::ffff:192.0.2.1', headers))).toBe('192.0.2.1');
  });

  it('compares the origin with X-Forwarded-Host only from a trusted proxy', () => {
    const headers = {
      host: '10.0.0.5:3000',
      origin: 'https://docs.example.test',
      'x-forwarded-host': 'docs.example.test',
    };
    const proxies = new TrustedProxies(['10.0.0.1']);
    expect(isSameOrigin(from('10.0.0.1', headers), [], proxies)).toBe(true);
    expect(isSameOrigin(from('10.0.0.9', headers), [], proxies)).toBe(false);
    expect(isSameOrigin(from('10.0.0.1', headers), [], new TrustedProxies())).toBe(false);
  });

  it('refuses an entry that is no address or range, naming it', () => {
    for (const entry of ['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129'])
      expect(() => new TrustedProxies([entry])).toThrow(`"${entry}" is no IP address`);
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
