import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../src/encoding.js';
import { startServer, type RunningServer } from '../src/server.js';
import { detectLocalePrefixes } from '../src/static.js';
import { tempDir } from './helpers.js';
import { staticBehaviour, writeStaticSite } from './static-behaviour.js';

let server: RunningServer;
let site: ReturnType<typeof tempDir>;

beforeAll(async () => {
  site = tempDir();
  const root = await writeStaticSite(site.dir);
  server = await startServer({ root, localePrefixes: await detectLocalePrefixes(root), port: 0 });
});
afterAll(async () => {
  await server.close();
  site.remove();
});

staticBehaviour('ours', () => server.url);

describe('Accept-Encoding', () => {
  it('parses Accept-Encoding weights', () => {
    expect(acceptedEncodings('gzip, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
