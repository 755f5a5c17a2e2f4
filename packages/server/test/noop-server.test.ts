import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type ServerOptions } from '../src/server.js';
import { startNoopServer } from './noop-server.mjs';
import { tempDir } from './helpers.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const post = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });

describe("the benchmark's no-op route", () => {
  it('is not in the production server: the old noopPath option opens no route', async () => {
    const site = tempDir();
    closers.push(async () => site.remove());
    const options = { root: site.dir, localePrefixes: [], port: 0, noopPath: '/noop' };
    const server = await startServer(options as ServerOptions);
    closers.push(() => server.close());
    const response = await post(`${server.url}/noop`);
    // Only /lc_t takes a POST (without `collect`, not even it): the rest is the static site.
    expect(response.status).toBe(405);
    expect(await response.text()).not.toContain('"ok":true');
  });

  it('lives on the test side: a server that reads the body and answers 200', async () => {
    const noop = await startNoopServer();
    closers.push(() => noop.close());
    const response = await post(`${noop.url}/noop`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // A large body is read in full before the answer.
    const big = await fetch(`${noop.url}/noop`, { method: 'POST', body: 'x'.repeat(1 << 20) });
    expect(big.status).toBe(200);
  });
});
