import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HostedSearchError,
  hostedSearchClient,
  hostedSearchFromEnv,
  hostedSearchHosts,
} from '../src/client/hosted.js';

let calls = 0;
const stub = http.createServer((request, response) => {
  calls += 1;
  if (request.url?.includes('x-algolia-api-key=bad')) {
    response.writeHead(403, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Invalid API key' }));
  } else response.writeHead(500).end();
});
let host: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(() => void stub.close());

describe('the hosted provider client', () => {
  it("tries the provider's search host, then its three fallback hosts", () => {
    expect(hostedSearchHosts({ appId: 'APP', apiKey: 'k' })).toEqual([
      'https://APP-dsn.algolia.net',
      'https://APP-1.algolianet.com',
      'https://APP-2.algolianet.com',
      'https://APP-3.algolianet.com',
    ]);
    expect(hostedSearchHosts({ appId: 'APP', apiKey: 'k', host: `${host}/` })).toEqual([host]);
  });

  it('fails with the reason when a host refuses the request (4xx), without trying again', async () => {
    calls = 0;
    const client = hostedSearchClient({ appId: 'APP', apiKey: 'bad', host });
    const failure = client.search([{ indexName: 'x', query: 'a' }]);
    await expect(failure).rejects.toThrow('Invalid API key');
    await expect(failure).rejects.toBeInstanceOf(HostedSearchError);
    expect(calls).toBe(1);
  });

  it('reports an unreachable provider after a server error', async () => {
    const client = hostedSearchClient({ appId: 'APP', apiKey: 'good', host });
    await expect(client.search([{ indexName: 'x', query: 'a' }])).rejects.toThrow(
      'Search provider unreachable: HTTP 500',
    );
  });
});

describe('hosted search credentials', () => {
  it('uses the built-in search when none are set', () => {
    expect(hostedSearchFromEnv({})).toBeUndefined();
    expect(hostedSearchFromEnv({ ALGOLIA_APP_ID: ' ' })).toBeUndefined();
  });

  it('uses the hosted provider when all three are set', () => {
    expect(
      hostedSearchFromEnv({
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_API_KEY: 'key',
        ALGOLIA_INDEX_NAME: 'docs',
      }),
    ).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'docs' });
  });

  it('names the missing variables when only some are set', () => {
    expect(() => hostedSearchFromEnv({ ALGOLIA_APP_ID: 'APP' })).toThrow(
      /missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/,
    );
  });
});
