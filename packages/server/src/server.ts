import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleCollect, type CollectOptions } from './collect/handler.js';
import { handleInsights, insightsPath, type InsightsOptions } from './insights/dashboard.js';
import { handleMcp, mcpPath, type McpOptions } from './mcp/endpoint.js';
import { answerSearch } from './search/answer.js';
import {
  loadSite,
  serveStatic,
  type Site,
  type SiteSummary,
  type StaticSiteOptions,
} from './static.js';
import { log } from './log.js';

/** The tracker's endpoint (docs/requirements.md#tracker-constants). */
export const collectPath = '/lc_t';
/** Paths ending so are search pages: a query there is answered by the server (search/answer). */
export const searchPathEnd = '/search';
/** The server's own state for load balancers (/healthz: takes events; /livez: answers). */
export const healthPaths = { readiness: '/healthz', liveness: '/livez' } as const;

export interface ServerOptions extends StaticSiteOptions {
  port: number;
  host?: string;
  /** Enables POST /lc_t; without it the server only serves the site. */
  collect?: CollectOptions;
  /** The body of GET /healthz (default `{"ok":true}`); `ok: false` answers 503. */
  health?: () => Promise<{ ok: boolean } & Record<string, unknown>>;
  /**
   * The docs-insights dashboard under /_insights/ (INSIGHTS_TOKEN); without it
   * that path is a missing page like any other.
   */
  insights?: InsightsOptions;
  /** The read-only MCP endpoint at /mcp (search and page tools); without it, a missing page. */
  mcp?: McpOptions;
  /** Called once per request when its connection is done with it (the access log, metrics). */
  onAnswer?: (entry: AccessEntry) => void;
}

export interface RunningServer {
  url: string;
  /** Closes at once: open connections (and their requests) are cut. */
  close(): Promise<void>;
  /**
   * Graceful: stops accepting connections, closes idle keep-alive ones, lets
   * requests in flight finish (their connections close after the answer),
   * and cuts what is still open at `deadline` (ms). Resolves with the number
   * of connections that had to be cut.
   */
  shutdown(deadline: number): Promise<number>;
  /** Requests being answered now. */
  readonly inFlight: number;
  /** The build in memory: files and bytes per encoding. */
  readonly site: SiteSummary;
  /**
   * Reads the build again (a rebuilt site). Requests keep getting the old
   * build until the new one is read completely; if reading fails, the old one
   * stays and the promise rejects.
   */
  reload(): Promise<SiteSummary>;
}

/** What answered a request: the access log's and the metrics' kind of route. */
export type RouteKind = 'collect' | 'health' | 'insights' | 'mcp' | 'search' | 'static';

/** One answered request, without the client's address or the query string. */
export interface AccessEntry {
  method: string;
  path: string;
  route: RouteKind;
  status: number;
  /** Bytes written to the connection for this answer, headers included. */
  bytes: number;
  ms: number;
  /** The connection closed before the answer was complete. */
  cut?: true;
}

/** Answers a request; `answeredBy` learns which kind of route answers before it answers. */
async function route(
  options: ServerOptions,
  site: Site,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  answeredBy: (kind: RouteKind) => void,
): Promise<void> {
  const pathname = (request.url ?? '/').split('?')[0];
  if (pathname === collectPath && options.collect !== undefined) {
    answeredBy('collect');
    return handleCollect(options.collect, request, response);
  }
  if (pathname === mcpPath && options.mcp !== undefined) {
    answeredBy('mcp');
    return handleMcp(options.mcp, options, site, request, response);
  }
  // Liveness: the process answers. Readiness (/healthz): it takes events too.
  if (pathname === healthPaths.liveness) {
    answeredBy('health');
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    return void response.end('{"ok":true}');
  }
  if (pathname === healthPaths.readiness) {
    answeredBy('health');
    const health = options.health ? await options.health() : { ok: true };
    response.writeHead(health.ok ? 200 : 503, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    });
    return void response.end(JSON.stringify(health));
  }
  if (
    options.insights !== undefined &&
    (pathname === insightsPath.slice(0, -1) || pathname?.startsWith(insightsPath))
  ) {
    answeredBy('insights');
    if (await handleInsights(options.insights, request, response)) return;
  }
  if (pathname?.endsWith(searchPathEnd)) {
    answeredBy('search');
    if (await answerSearch(options, site, request, response)) return;
  }
  answeredBy('static');
  return serveStatic(site, options, request, response);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  let site = await loadSite(options);
  let reloading = Promise.resolve(site.summary);
  const inFlight = new Set<http.ServerResponse>();
  let closing = false;
  const server = http.createServer((request, response) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    // After a shutdown began, each answer closes its connection.
    if (closing) response.setHeader('Connection', 'close');
    const started = performance.now();
    const writtenBefore = request.socket.bytesWritten;
    let kind: RouteKind = 'static';
    if (options.onAnswer !== undefined) {
      const onAnswer = options.onAnswer;
      response.once('close', () =>
        onAnswer({
          method: request.method ?? '',
          path: (request.url ?? '/').split('?')[0] ?? '/',
          route: kind,
          status: response.statusCode,
          bytes: request.socket.bytesWritten - writtenBefore,
          ms: Math.round((performance.now() - started) * 100) / 100,
          ...(!response.writableFinished && { cut: true as const }),
        }),
      );
    }
    route(options, site, request, response, (answeredBy) => (kind = answeredBy)).catch(
      (error: unknown) => {
        log.error({ err: error }, 'request failed');
        if (!response.headersSent) response.writeHead(500);
        response.end();
      },
    );
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
  const closed = new Promise<void>((resolve) => server.once('close', resolve));
  return {
    url: `http://${host}:${port}`,
    get inFlight() {
      return inFlight.size;
    },
    get site() {
      return site.summary;
    },
    reload: () =>
      // One read at a time; a second reload waits for the first.
      (reloading = reloading
        .catch(() => undefined)
        .then(async () => (site = await loadSite(options)).summary)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    shutdown: async (deadline) => {
      closing = true;
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      // Stops listening and closes idle keep-alive connections.
      server.close();
      server.closeIdleConnections();
      let cut = 0;
      const timer = setTimeout(
        () => {
          cut = inFlight.size;
          server.closeAllConnections();
        },
        Math.max(0, deadline - Date.now()),
      );
      await closed;
      clearTimeout(timer);
      return cut;
    },
  };
}
