import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { LocalSearchEngine } from '@nubiva/search';
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import type { AgentFetchCounter } from '../agents/counter.js';
import { prefersMarkdown } from '../agents/negotiation.js';

export interface SearchAnswerOptions {
  root: string;
  localePrefixes: string[];
  agentFetches?: AgentFetchCounter;
}

const engines = new Map<string, { mtimeMs: number; engine: LocalSearchEngine }>();

/** The locale's engine over its built index (the first part: pages, headings, every word). */
async function engineOf(file: string): Promise<LocalSearchEngine | null> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) return null;
  const cached = engines.get(file);
  if (cached?.mtimeMs === stat.mtimeMs) return cached.engine;
  const engine = new LocalSearchEngine(JSON.parse(await fs.readFile(file, 'utf8')));
  engines.set(file, { mtimeMs: stat.mtimeMs, engine });
  return engine;
}

/** A page's Markdown twin (site/src/plugins/agentDocs.ts): /de/redis/ → /de/redis/index.md. */
const twinOf = (url: URL): string =>
  new URL(
    `${url.pathname.endsWith('/') ? `${url.pathname}index` : url.pathname}.md${url.hash}`,
    url,
  ).href;

/**
 * `GET /<locale>/search?q=…` asked for with `Accept: text/markdown`: the hits
 * of the site's own engine as a Markdown list linking the pages' twins,
 * counted with the other agent fetches (path without the query). Returns
 * false for every other request, which the static server then answers.
 */
export async function answerSearchMarkdown(
  options: SearchAnswerOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (request.method !== 'GET' || !prefersMarkdown(request.headers.accept)) return false;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const prefix = /^\/(?:([^/]+)\/)?search\/?$/.exec(url.pathname)?.[1] ?? '';
  if (!/\/search\/?$/.test(url.pathname) || (prefix && !options.localePrefixes.includes(prefix)))
    return false;
  const engine = await engineOf(path.join(path.resolve(options.root), prefix, 'search-index.json'));
  if (!engine) return false;
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_DEFAULTS.maxQueryLength);
  const result = query
    ? engine.search({ indexName: 'site', query, hitsPerPage: SEARCH_DEFAULTS.hitsPerPage })
    : { hits: [], nbHits: 0 };
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  const lines = result.hits.map((hit) => {
    const levels = Object.values(hit.hierarchy ?? {}).filter(
      (level, i, all) => level && level !== all[i - 1],
    );
    return `- [${levels.join(' › ').replace(/[[\]]/g, '\\$&')}](${twinOf(new URL(hit.url ?? '/', origin))})`;
  });
  const body = `# ${query ? `Search: ${query}` : 'Search'}\n\n${result.nbHits} results\n\n${lines.join('\n')}\n`;
  response.writeHead(200, {
    'Content-Type': 'text/markdown; charset=utf-8',
    'Cache-Control': 'no-store',
    Vary: 'Accept',
  });
  response.end(body);
  if (request.headers['sec-fetch-site'] !== 'same-origin')
    options.agentFetches?.count(url.pathname, request.headers['user-agent'], 'accept');
  return true;
}
