import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AgentFetchCounter } from '../agents/counter.js';
import { CollectError } from '../collect/errors.js';
import { fail, readJsonBody } from '../collect/handler.js';
import type { RateLimiter } from '../collect/rate-limit.js';
import { isSameOrigin } from '../collect/same-origin.js';
import type { TrustedProxies } from '../proxies.js';
import type { Site } from '../static.js';

/** Where the server answers MCP clients (Streamable HTTP): the path the docs name. */
export { mcpPath } from '../locales.js';

/** Bounds of the tools' inputs: a longer value is an error, not cut (the query is cut at 64). */
export const mcpLimits = {
  /** Longest query taken; the search uses its first `SEARCH_DEFAULTS.maxQueryLength` characters. */
  maxQueryInput: 512,
  maxUrlLength: 2048,
  maxAnchorLength: 200,
  maxVersions: 10,
  /** Result pages a search can go to (of `SEARCH_DEFAULTS.hitsPerPage` hits each). */
  maxPage: 49,
  /** A JSON-RPC request body: one tool call with its arguments. */
  maxBodyBytes: 64 * 1024,
};

export interface McpOptions {
  /** Its own budget per client, answered like POST /lc_t's. */
  rateLimiter: RateLimiter;
  allowedOrigins: readonly string[];
  trustedProxies: TrustedProxies;
}

export interface McpContext {
  root: string;
  localePrefixes: string[];
  /** Counts the tools' page reads and searches with the other agent fetches (`via` 'mcp'). */
  agentFetches?: AgentFetchCounter;
}

/**
 * The SDK and the tools, loaded at the first MCP request: loading them takes about as long as
 * the rest of the server's modules together (bench/mcp-weight.mjs), which a server no AI tool
 * asks need not pay at its start.
 */
let tools: Promise<typeof import('./tools.js')> | undefined;

/**
 * POST /mcp: the MCP endpoint (Streamable HTTP, JSON answers, no sessions). Origin and rate are
 * checked as for POST /lc_t and refused with its error answers; a browser on another site is
 * refused, as the transport's specification requires against DNS rebinding.
 */
export async function handleMcp(
  options: McpOptions,
  context: McpContext,
  site: Site,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (!isSameOrigin(request, options.allowedOrigins, options.trustedProxies)) {
    request.resume();
    return fail(response, CollectError.crossOrigin, 'requests from other sites are refused');
  }
  const waitSeconds = options.rateLimiter.take(options.trustedProxies.clientAddress(request));
  if (waitSeconds > 0) {
    request.resume();
    return fail(
      response,
      CollectError.rateLimited,
      `too many requests, retry in ${waitSeconds} s`,
      {
        'Retry-After': String(waitSeconds),
      },
    );
  }
  if (request.method !== 'POST') {
    // No sessions, so no stream to open (GET) or session to end (DELETE).
    request.resume();
    return fail(response, CollectError.methodNotAllowed, 'use POST', { Allow: 'POST' });
  }
  const body = await readJsonBody(request, mcpLimits.maxBodyBytes, (code, hint, extra) =>
    fail(response, code, hint, extra),
  );
  if (body === undefined) return;
  const { docsServer, statelessTransport } = await (tools ??= import('./tools.js'));
  const server = docsServer(context, site, request.headers['user-agent']);
  const transport = statelessTransport();
  response.once('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(request, response, body.value);
}
