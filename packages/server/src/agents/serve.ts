import type { Stats } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { isAgentPath, type AgentFetchCounter, type AgentFetchVia } from './counter.js';
import { markdownTwin, prefersMarkdown } from './negotiation.js';

/** What the static server sends instead of (or with) a resolved file (issue 18). */
export interface AgentVariant {
  file: string;
  stat: Stats;
  /** The answer depends on Accept: the page has a Markdown twin. */
  varyAccept: boolean;
  /** Extra headers (a Link to the twin on the HTML). */
  headers: Record<string, string>;
  /** Counted once answered: the served file's URL path and how it was asked for. */
  count?: { path: string; via: AgentFetchVia };
}

const urlPathOf = (root: string, file: string): string =>
  `/${path.relative(path.resolve(root), file).split(path.sep).join('/')}`;

/**
 * For a file the static server is about to answer with 200: a page asked for
 * with `Accept: text/markdown` becomes its Markdown twin; a page with a twin
 * says so (`Vary: Accept`, `Link: <…md>; rel="alternate"`); a `.md`,
 * `llms.txt` or `llms-full.txt` is marked for counting.
 */
export async function agentVariant(
  root: string,
  request: IncomingMessage,
  file: string,
  stat: Stats,
): Promise<AgentVariant> {
  const served: AgentVariant = { file, stat, varyAccept: false, headers: {} };
  if (path.extname(file) === '.html') {
    const twin = await markdownTwin(root, file);
    if (twin === null) return served;
    const twinPath = urlPathOf(root, twin.file);
    if (prefersMarkdown(request.headers.accept)) {
      return { ...twin, varyAccept: true, headers: {}, count: { path: twinPath, via: 'accept' } };
    }
    return {
      ...served,
      varyAccept: true,
      headers: { Link: `<${encodeURI(twinPath)}>; rel="alternate"; type="text/markdown"` },
    };
  }
  const urlPath = urlPathOf(root, file);
  return isAgentPath(urlPath) ? { ...served, count: { path: urlPath, via: 'file' } } : served;
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
  if (request.headers['sec-fetch-site'] === 'same-origin') return;
  if (counter && variant?.count) {
    counter.count(variant.count.path, request.headers['user-agent'], variant.count.via);
  }
}
