import type { IncomingMessage } from 'node:http';
import type { SiteFile } from '../static.js';
import { isAgentPath, type AgentFetchCounter, type AgentFetchVia } from './counter.js';
import { prefersMarkdown } from './negotiation.js';

/** What the static server sends instead of a resolved file, and counts (Markdown twins for agents). */
export interface AgentVariant {
  file: SiteFile;
  /** Extra headers (the negotiated twin varies by Accept like its page). */
  headers: Record<string, string>;
  /** Counted once answered: the served file's URL path and how it was asked for. */
  count: { path: string; via: AgentFetchVia };
}

/**
 * For a file the static server is about to answer with 200: a page asked for
 * with `Accept: text/markdown` becomes its Markdown twin; a `.md`, `llms.txt`
 * or `llms-full.txt` is marked for counting. (A page with a twin says so in its
 * own headers: `Vary: Accept`, `Link: <…md>; rel="alternate"`.)
 */
export function agentVariant(file: SiteFile, request: IncomingMessage): AgentVariant | undefined {
  if (file.twin !== undefined && prefersMarkdown(request.headers.accept)) {
    return {
      file: file.twin,
      headers: { Vary: 'Accept-Encoding, Accept' },
      count: { path: file.twin.urlPath, via: 'accept' },
    };
  }
  return isAgentPath(file.urlPath)
    ? { file, headers: {}, count: { path: file.urlPath, via: 'file' } }
    : undefined;
}

/**
 * Counts an answered agent fetch, if the server counts them. A request the
 * browser marks as coming from the site itself (`Sec-Fetch-Site: same-origin`:
 * the copy-page menu's fetch, "view as Markdown" opened from a page) is a
 * reader, not an agent; the menu reports those clicks as tracker events.
 */
export function countAgentFetch(
  counter: AgentFetchCounter | undefined,
  variant: AgentVariant | undefined,
  request: IncomingMessage,
): void {
  if (counter === undefined || variant === undefined) return;
  if (request.headers['sec-fetch-site'] === 'same-origin') return;
  counter.count(variant.count.path, request.headers['user-agent'], variant.count.via);
}
