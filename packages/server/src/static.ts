import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeHtmlFile } from '@nubiva/search/route-file';
import { canonicalPathname, hasHtmlSuffix } from './canonical.js';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.js';
import {
  acceptedEncodings,
  compressibleExtensions,
  memoized,
  precompressedEncodings,
  type EncodingName,
} from './encoding.js';
import type { AgentFetchCounter } from './agents/counter.js';
import type { PageViewCounter } from './page-views.js';
import { agentVariant, countAgentFetch } from './agents/serve.js';
import { markdownTwin } from './agents/negotiation.js';
import { securityHeaders } from './security-headers.js';

/** MIME types of what a Docusaurus build contains. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticSiteOptions {
  /** The build directory (Docusaurus `build/`). */
  root: string;
  /** Locale path prefixes other than the default locale, e.g. ['ja', 'ko', 'de']. */
  localePrefixes: string[];
  /** Extra connect-src origins for the pages' Content-Security-Policy. */
  cspConnectSrc?: string[];
  /** Counts requests for Markdown twins, llms.txt and llms-full.txt (src/agents). */
  agentFetches?: AgentFetchCounter;
  /** Counts delivered pages and 404 pages (src/page-views.ts). */
  pageViews?: PageViewCounter;
}

/** One file of the build, ready to send: read once, never looked up on disk again. */
export interface SiteFile {
  /** The file's own URL path (`/de/service/domain.md`). */
  urlPath: string;
  /** The file, and the precompressed siblings (file.br, file.gz) the build made. */
  bodies: Partial<Record<EncodingName, Buffer>> & { identity: Buffer };
  /** Its headers for every answer: type, ETag, CSP, Vary, Link. */
  headers: Record<string, string>;
  /** The whole header set of a 200 answer per encoding, built once. */
  answers: Partial<Record<EncodingName | 'identity', Record<string, string | number>>>;
  /** HTML: the pathname of its `<link rel="canonical">`. */
  canonical: string | null;
  /** An HTML page's Markdown twin (src/agents). */
  twin?: SiteFile;
  /** If-Modified-Since compares whole seconds. */
  mtimeSeconds: number;
}

export interface ResolvedFile {
  file: string;
  status: 200 | 404;
}

/** Methods the static files answer; others get 405. */
export const allowedMethods = 'GET, HEAD';
/** Cache-Control of the `.html` normalisation's redirects and of the answers that are no file. */
export const redirectCacheControl = 'public, max-age=3600';
export const errorCacheControl = 'no-store';

/** How a page or twin links its locale's llms.txt (RFC 8288: a description of the resource). */
export const llmsTxtLink = 'rel="describedby"; type="text/plain"';

/** The build in memory (loadSite): every file by its absolute path. */
export type Site = Awaited<ReturnType<typeof loadSite>>;
export type SiteSummary = Site['summary'];

/**
 * Reads the whole build into memory with each file's headers, ETag, CSP and
 * precompressed variants ready, so that a request never waits on the disk
 * (a cold disk cache made requests wait, see the README's "From memory"). A build does not change while it is served; a new one is read
 * by `loadSite` again (the server's reload, SIGHUP in the CLI).
 */
export async function loadSite(options: StaticSiteOptions) {
  const started = Date.now();
  const root = path.resolve(options.root);
  const files = new Map<string, SiteFile>();
  const summary = { files: 0, bytes: { identity: 0, br: 0, gzip: 0 }, loadMs: 0 };
  const queue = await fs.readdir(root, { recursive: true });
  const load = async (name: string) => {
    const file = path.join(root, name);
    const stat = await fs.stat(file);
    if (!stat.isFile()) return;
    const body = await fs.readFile(file);
    const extension = path.extname(file);
    const headers: Record<string, string> = {
      ...securityHeaders,
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      ETag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      'Last-Modified': stat.mtime.toUTCString(),
    };
    let canonical: string | null = null;
    if (extension === '.html') {
      const html = body.toString('utf8');
      headers['Content-Security-Policy'] = contentSecurityPolicy(inlineScriptHashes(html), {
        connectSrc: options.cspConnectSrc,
      });
      canonical = canonicalPathname(html);
    }
    files.set(file, {
      urlPath: `/${name.split(path.sep).join('/')}`,
      bodies: { identity: body },
      headers,
      answers: {},
      canonical,
      mtimeSeconds: Math.floor(stat.mtimeMs / 1000),
    });
  };
  // A few reads at a time: thousands of open files at once could exceed the descriptor limit.
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) await load(file);
    }),
  );
  const llmsTxtOf = (urlPath: string): SiteFile | undefined => {
    const first = urlPath.split('/')[1] ?? '';
    const prefix = options.localePrefixes.includes(first) ? first : '';
    return files.get(path.join(root, prefix, 'llms.txt'));
  };
  for (const [file, entry] of files) {
    const variant = precompressedEncodings.find((encoding) => file.endsWith(encoding.extension));
    const original = variant && files.get(file.slice(0, -variant.extension.length));
    // A precompressed sibling is also a file of its own (`/main.js.br`), sharing the buffer.
    if (variant && original && compressibleExtensions.has(path.extname(original.urlPath))) {
      original.bodies[variant.name] = entry.bodies.identity;
      summary.bytes[variant.name] += entry.bodies.identity.length;
      continue;
    }
    summary.files += 1;
    summary.bytes.identity += entry.bodies.identity.length;
    if (compressibleExtensions.has(path.extname(file))) entry.headers.Vary = 'Accept-Encoding';
    const links: string[] = [];
    const twin = files.get(markdownTwin(root, file, files) ?? '');
    if (twin !== undefined) {
      // The page varies by Accept and names its twin (src/agents).
      entry.twin = twin;
      entry.headers.Vary = 'Accept-Encoding, Accept';
      links.push(`<${encodeURI(twin.urlPath)}>; rel="alternate"; type="text/markdown"`);
    }
    // Pages and twins name their locale's llms.txt, for agents that read headers only.
    const llms = /\.(?:html|md)$/.test(file) ? llmsTxtOf(entry.urlPath) : undefined;
    if (llms !== undefined) links.push(`<${encodeURI(llms.urlPath)}>; ${llmsTxtLink}`);
    if (links.length > 0) entry.headers.Link = links.join(', ');
  }
  for (const entry of files.values()) {
    for (const [name, body] of Object.entries(entry.bodies)) {
      entry.answers[name as EncodingName | 'identity'] = {
        ...entry.headers,
        'Cache-Control': cacheControl(entry.urlPath),
        ...(name === 'identity' ? {} : { 'Content-Encoding': name }),
        'Content-Length': body.length,
      };
    }
  }
  summary.loadMs = Date.now() - started;

  const notFound = (urlPath: string): ResolvedFile => {
    const first = urlPath.split('/')[1] ?? '';
    const prefix = options.localePrefixes.includes(first) ? first : '';
    return { file: path.join(root, prefix, '404.html'), status: 404 };
  };
  /**
   * Maps a URL path to a file of the build: the file itself (assets), else the
   * page Docusaurus wrote for the path as a route (routeHtmlFile of
   * @nubiva/search/route-file: `/de/overview` → `de/overview/index.html`, `/de/redis/` →
   * `de/redis/index.html`, `/de/overview.html` → `de/overview.html`), else
   * `de/overview.html` for `/de/overview`, and for `/de/overview.html`
   * the page of `/de/overview` (the client router strips `.html` the same way).
   * Anything else is the 404 page of the path's locale.
   * Returns null for paths that try to leave the root.
   */
  const resolve = (urlPath: string): ResolvedFile | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return notFound(urlPath);
    }
    if (decoded.includes('\0')) return null;
    const route = path.posix.normalize('/' + decoded);
    const target = path.resolve(root, '.' + route);
    if (target !== root && !target.startsWith(root + path.sep)) return null;
    const candidates = [target, routeHtmlFile(root, '/', route)];
    if (!route.endsWith('/')) candidates.push(`${target}.html`);
    if (route.endsWith('.html')) candidates.push(routeHtmlFile(root, '/', route.slice(0, -5)));
    const file = candidates.find((candidate) => files.has(candidate));
    return file === undefined ? notFound(decoded) : { file, status: 200 };
  };
  /** A request's URL: its path, query, file (resolve) and Cache-Control, remembered per URL. */
  const find = memoized((requestUrl) => {
    const { pathname, search } = new URL(requestUrl || '/', 'http://localhost');
    return { pathname, search, resolved: resolve(pathname), cacheControl: cacheControl(pathname) };
  }, 4096);
  return { files, summary, resolve, find };
}

/**
 * Each non-default locale of a Docusaurus build is a top-level folder with its
 * own 404.html; the default locale's 404.html sits at the root.
 */
export async function detectLocalePrefixes(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { withFileTypes: true });
  const prefixes: string[] = [];
  for (const entry of entries) {
    const stat = await fs.stat(path.join(root, entry.name, '404.html')).catch(() => null);
    if (entry.isDirectory() && stat?.isFile()) prefixes.push(entry.name);
  }
  return prefixes.sort();
}

/**
 * Hashed build assets and the search index's parts (named by their content, behind the manifest
 * `search-index.json`) never change; everything else (HTML above all) is revalidated.
 */
export function cacheControl(urlPath: string): string {
  return /\/assets\/.*[.-][0-9a-f]{8,}\.[a-z0-9]+$|\/search-index\/[0-9a-f]{12}\/[\w-]+\.json$/i.test(
    urlPath,
  )
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/**
 * Where a `.html` or `/index.html` address of a page redirects: the page's canonical route, if
 * it is another address without the suffix; else null.
 */
export function normalisedRoute(pathname: string, file: SiteFile): string | null {
  const { canonical } = file;
  return hasHtmlSuffix(pathname) &&
    canonical !== null &&
    canonical !== pathname &&
    !hasHtmlSuffix(canonical)
    ? canonical
    : null;
}

/** RFC 9110 13.1: If-None-Match decides when present, else If-Modified-Since. */
function notModified(request: IncomingMessage, file: SiteFile): boolean {
  const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
  if (ifNoneMatch !== undefined) return ifNoneMatch === file.headers.ETag;
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && file.mtimeSeconds <= since / 1000;
}

export function serveStatic(
  site: Site,
  options: StaticSiteOptions,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  if (!allowedMethods.split(', ').includes(request.method ?? '')) {
    response.writeHead(405, {
      ...securityHeaders,
      Allow: allowedMethods,
      'Content-Type': 'text/plain; charset=utf-8',
    });
    response.end('Method Not Allowed');
    return;
  }
  const { pathname, search, resolved, cacheControl } = site.find(request.url);
  if (resolved === null) {
    response.writeHead(400, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Bad Request');
    return;
  }
  const found = site.files.get(resolved.file);
  if (found === undefined) {
    response.writeHead(resolved.status, {
      ...securityHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
    });
    response.end('Not Found');
    return;
  }
  // Spec 2: `.html` and `/index.html` addresses are normalised by stripping the
  // suffix. A redirect to the page's canonical route does it for the first
  // load too, so the browser's address matches the route it renders.
  const canonical = resolved.status === 200 ? normalisedRoute(pathname, found) : null;
  if (canonical !== null) {
    response.writeHead(301, {
      ...securityHeaders,
      Location: `${canonical}${search}`,
      'Cache-Control': redirectCacheControl,
    });
    response.end();
    return;
  }
  // A page asked for as Markdown is answered with its twin (src/agents).
  const agent = resolved.status === 200 ? agentVariant(found, request) : undefined;
  const file = agent?.file ?? found;
  const status = resolved.status;
  if (status === 200 && notModified(request, file)) {
    response.writeHead(304, { ...file.headers, 'Cache-Control': cacheControl, ...agent?.headers });
    response.end();
    countAgentFetch(options.agentFetches, agent, request);
    return;
  }
  const encoding =
    acceptedEncodings(request.headers['accept-encoding']).find(
      (name) => file.bodies[name] !== undefined,
    ) ?? 'identity';
  let headers = file.answers[encoding]!;
  // The usual answer is sent with the headers built at load; others adapt them.
  if (status !== 200 || agent !== undefined || headers['Cache-Control'] !== cacheControl) {
    headers = { ...headers, ...agent?.headers };
    headers['Cache-Control'] = status === 200 ? cacheControl : errorCacheControl;
    if (status !== 200) {
      delete headers.ETag;
      delete headers['Last-Modified'];
    }
  }
  response.writeHead(status, headers);
  countAgentFetch(options.agentFetches, agent, request);
  response.end(request.method === 'HEAD' ? undefined : file.bodies[encoding]);
  if (agent === undefined && path.extname(file.urlPath) === '.html') {
    options.pageViews?.count(request, pathname, status === 200 ? 'page' : 'not_found');
  }
}
