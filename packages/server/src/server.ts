import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleCollect, type CollectOptions } from './collect/handler.js';
import { readBody } from './collect/body.js';
import { serveStatic, type StaticSiteOptions } from './static.js';

/** The tracker's endpoint (spec 9: endpoint '/lc_t'). */
export const collectPath = '/lc_t';

export interface ServerOptions extends StaticSiteOptions {
  port: number;
  host?: string;
  /** Enables POST /lc_t; without it the server only serves the site. */
  collect?: CollectOptions;
  /** The body of GET /healthz (default `{"ok":true}`); `ok: false` answers 503. */
  health?: () => Promise<{ ok: boolean } & Record<string, unknown>>;
  /** A POST path that reads the body and answers 200 without work (the benchmark's baseline). */
  noopPath?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

async function route(
  options: ServerOptions,
  request: http.IncomingMessage,
  response: http.ServerResponse,
) {
  const pathname = (request.url ?? '/').split('?')[0];
  if (pathname === collectPath && options.collect !== undefined) {
    return handleCollect(options.collect, request, response);
  }
  if (pathname === '/healthz') {
    const health = options.health ? await options.health() : { ok: true };
    response.writeHead(health.ok ? 200 : 503, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    });
    return void response.end(JSON.stringify(health));
  }
  if (options.noopPath !== undefined && pathname === options.noopPath) {
    await readBody(request, Number.MAX_SAFE_INTEGER);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    return void response.end('{"ok":true}');
  }
  return serveStatic(options, request, response);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const server = http.createServer((request, response) => {
    route(options, request, response).catch((error: unknown) => {
      console.error('request failed', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  // Slow or stalled clients must not hold sockets for ever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
