import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decodeHTML } from 'entities';
import { LocalSearchEngine } from '@nubiva/search';
import { SEARCH_DEFAULTS, uiSearchRequest } from '@nubiva/search/defaults';
import { escapeHtml, hitsHtml } from '@nubiva/search/results';
import type { SearchHit, SearchResult } from '@nubiva/search/client';
import type { PageViewCounter } from '../page-views.js';
import type { AgentFetchCounter } from '../agents/counter.js';
import { prefersMarkdown } from '../agents/negotiation.js';
import { acceptedEncodings } from '../encoding.js';
import type { Site, SiteFile } from '../static.js';

const INDEX_FILE = 'search-index.json';

export interface SearchAnswerOptions {
  root: string;
  localePrefixes: string[];
  agentFetches?: AgentFetchCounter;
  /** Counts the searches answered here (src/page-views.ts). */
  pageViews?: PageViewCounter;
}

/**
 * Parts of a locale's index kept parsed between answers: the shards and fragments recent queries
 * needed, not the whole index (the files themselves are in the build in memory).
 */
const PARTS_KEPT = 400;

/** Each locale's engine, opened once per manifest of the build in memory. */
const engines = new WeakMap<SiteFile, Promise<LocalSearchEngine>>();

function engineOf(site: Site, folder: string, manifest: SiteFile): Promise<LocalSearchEngine> {
  let engine = engines.get(manifest);
  if (engine === undefined) {
    const read = async (name: string): Promise<unknown> => {
      const file = site.files.get(path.join(folder, name));
      if (file === undefined) throw new Error(`search index part ${name} is not in the build`);
      return JSON.parse(file.bodies.identity.toString('utf8'));
    };
    engine = LocalSearchEngine.open(read, INDEX_FILE, {
      maxFiles: PARTS_KEPT,
    });
    // A failed open is not kept: the next request tries again.
    engine.catch(() => engines.delete(manifest));
    engines.set(manifest, engine);
  }
  return engine;
}

/** A hit's headings from its page's title down, each once. */
export const headingPath = (hit: SearchHit): string[] =>
  Object.values(hit.hierarchy ?? {}).filter(
    (level, i, all): level is string => !!level && level !== all[i - 1],
  );

/** A page's Markdown twin (site/src/plugins/agentDocs.ts): /de/redis/ → /de/redis/index.md. */
export const twinOf = (url: URL): string =>
  new URL(
    `${url.pathname.endsWith('/') ? `${url.pathname}index` : url.pathname}.md${url.hash}`,
    url,
  ).href;

/**
 * What the search page's build wrote on the hits' container (site/src/search SearchPage,
 * HTML-escaped): its words (data-title, data-found, data-none) and the docs versions it searches
 * (data-tags), and its `<html lang>`.
 */
const pageAttribute = (html: string, name: string): string | undefined => {
  // Quoted as the HTML minifier chose: double, single (a value with ") or none.
  const found = new RegExp(`\\bdata-${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']*))`).exec(html);
  return found ? (found[1] ?? found[2] ?? found[3]) : undefined;
};
const pageLanguage = (html: string): string =>
  /<html[^>]*\blang="?([\w-]+)/.exec(html)?.[1] ?? 'en';

const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The heading and the count of an answer in the page's language. */
function pageWords(html: string, query: string, count: number) {
  const word = (name: string) => pageAttribute(html, name) ?? '';
  let found = word('none');
  if (count > 0) {
    // Docusaurus' plural forms (usePluralForm): the n-th form for the locale's n-th category.
    const rules = new Intl.PluralRules(pageLanguage(html));
    const forms = word('found').split('|');
    const categories = rules.resolvedOptions().pluralCategories;
    const form = PLURAL_ORDER.filter((name) => categories.includes(name)).indexOf(
      rules.select(count),
    );
    found = forms[Math.min(form, forms.length - 1)]!.replace('{count}', String(count));
  }
  return { title: word('title').replace('{query}', escapeHtml(query)), found };
}

/**
 * The search page filled in: the query in its field, the answer's heading and title, and its
 * count and hits in the container the page keeps for them (`nsearch-prerendered`, site/src/search),
 * in the results' markup. The page then hydrates and answers again itself.
 */
function searchPageWithHits(html: string, query: string, count: number, hits: string): string {
  const { title, found } = pageWords(html, query, count);
  return html
    .replace(/<input\b[^>]*\bname="?q"?[^>]*>/, (input) =>
      input.replace(/\bvalue=("[^"]*"|[^\s>]*)/, `value="${escapeHtml(query)}"`),
    )
    .replace(/(<title[^>]*>)[^<]*?(\s*\||<\/title>)/, `$1${title}$2`)
    .replace(/(<h1[^>]*>)[^<]*(<\/h1>)/, `$1${title}$2`)
    .replace(
      /(<div\b[^>]*\bnsearch-prerendered\b[^>]*>)(<\/div>)/,
      `$1<p class="nsearch-count" data-count="${count}">${found}</p>${hits}$2`,
    );
}

/** The docs versions of each locale's index (its manifest's tags), read once per build. */
const manifestTags = new WeakMap<SiteFile, string[] | undefined>();
const indexTags = (manifest: SiteFile): string[] | undefined => {
  if (!manifestTags.has(manifest)) {
    const { tags } = JSON.parse(manifest.bodies.identity.toString('utf8')) as { tags?: string[] };
    manifestTags.set(manifest, tags);
  }
  return manifestTags.get(manifest);
};

/** A locale's search as its search page answers it (the build's index and search page). */
export interface LocaleSearch {
  /** The locale's search page. */
  page: SiteFile;
  /** The search page's HTML (its words, its language, the versions it searches). */
  html: string;
  /** The docs versions searched when none are chosen: the latest ones, as the page's own. */
  defaultTags: string[];
  /** The versions the locale's index has. */
  tags: string[];
  /** The UI's request: its ranking, hits per page, snippets, language and version filters. */
  answer(query: string, choice?: { tags?: string[]; page?: number }): Promise<SearchResult>;
}

/** The search of the locale under `prefix` ('' for the default locale), if the build has one. */
export function localeSearch(
  options: Pick<SearchAnswerOptions, 'root'>,
  site: Site,
  prefix: string,
): LocaleSearch | undefined {
  const root = path.resolve(options.root);
  const index = site.files.get(path.join(root, prefix, INDEX_FILE));
  const page = site.files.get(path.join(root, prefix, 'search', 'index.html'));
  if (index === undefined || page === undefined) return undefined;
  const html = page.bodies.identity.toString('utf8');
  // The docs versions the page searches without a reader's choice (the latest; a cut version's
  // pages are not among the hits), as the page's own answer filters them.
  const pageTags = pageAttribute(html, 'tags');
  const defaultTags = pageTags?.split(' ').filter(Boolean) ?? [];
  return {
    page,
    html,
    defaultTags,
    tags: indexTags(index) ?? defaultTags,
    answer: async (query, { tags = defaultTags, page: resultPage = 0 } = {}) =>
      (await engineOf(site, path.join(root, prefix), index)).answer(
        uiSearchRequest({
          query,
          page: resultPage,
          ...(pageTags !== undefined && { language: pageLanguage(html), tags }),
        }),
      ),
  };
}

/**
 * `GET /<locale>/search?q=…` answered by the site's own engine, from the build
 * in memory: with `Accept: text/markdown`, the hits as a Markdown list linking
 * the pages' Markdown twins, counted with the other agent fetches (path
 * without the query); for a browser, the search page with the hits already in
 * it (readers without JavaScript). Returns false for every other request
 * (no query, another path, a build without the locale's index or search
 * page), which the static server then answers.
 */
export async function answerSearch(
  options: SearchAnswerOptions,
  site: Site,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const prefix = /^\/(?:([^/]+)\/)?search\/?$/.exec(url.pathname)?.[1] ?? '';
  if (!/\/search\/?$/.test(url.pathname) || (prefix && !options.localePrefixes.includes(prefix)))
    return false;
  const search = localeSearch(options, site, prefix);
  if (search === undefined) return false;
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_DEFAULTS.maxQueryLength);
  const markdown = prefersMarkdown(request.headers.accept);
  if (!markdown && query === '') return false;
  const { html, page } = search;
  const result = query ? await search.answer(query) : { hits: [], nbHits: 0 };
  if (!markdown) {
    const filled = searchPageWithHits(
      html,
      query,
      result.nbHits,
      hitsHtml(
        result.hits,
        (hit) => {
          const { pathname, search, hash } = new URL(hit, 'http://localhost');
          return `${pathname}${search}${hash}`;
        },
        { id: 'nsearch-prerendered' },
      ),
    );
    const gzip = acceptedEncodings(request.headers['accept-encoding']).includes('gzip');
    const body = gzip ? gzipSync(filled) : Buffer.from(filled);
    // The page's type, CSP and security headers; not its validators (the answer is a new one).
    const headers: Record<string, string | number> = { ...page.headers };
    delete headers.ETag;
    delete headers['Last-Modified'];
    response.writeHead(200, {
      ...headers,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    });
    response.end(body);
    options.pageViews?.count(request, url.pathname, 'search');
    return true;
  }
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  const lines = result.hits.map(
    (hit) =>
      `- [${headingPath(hit).join(' › ').replace(/[[\]]/g, '\\$&')}](${twinOf(new URL(hit.url ?? '/', origin))})`,
  );
  const { title, found } = pageWords(html, query, result.nbHits);
  const heading = decodeHTML(query ? title : (/<h1[^>]*>([^<]*)/.exec(html)?.[1] ?? ''));
  const body = `# ${heading}\n\n${decodeHTML(found)}\n\n${lines.join('\n')}\n`;
  response.writeHead(200, {
    'Content-Type': 'text/markdown; charset=utf-8',
    'Cache-Control': 'no-store',
    Vary: 'Accept',
    // The locale's llms.txt, as the search page names it (static.ts).
    ...(page.headers.Link !== undefined && { Link: page.headers.Link }),
  });
  response.end(body);
  options.pageViews?.count(request, url.pathname, 'search');
  if (request.headers['sec-fetch-site'] !== 'same-origin')
    options.agentFetches?.count(url.pathname, request.headers['user-agent'], 'accept');
  return true;
}
