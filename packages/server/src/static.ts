import { createReadStream, promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeHtmlFile } from '@nubiva/site-files';
import { canonicalPathname, hasHtmlSuffix } from './canonical.js';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.js';
import { acceptedEncodings, compressibleExtensions, precompressedEncodings } from './encoding.js';
import type { AgentFetchCounter } from './agents/counter.js';
import { agentVariant, countAgentFetch } from './agents/serve.js';
import { securityHeaders } from './security-headers.js';

/** MIME types of what a Docusaurus build contains. */
const contentTypes: Record<string, string> = {
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
}

export interface ResolvedFile {
  file: string;
  status: 200 | 404;
}

/**
 * Maps a URL path to a file of the build: the file itself (assets), else the
 * page Docusaurus wrote for the path as a route (routeHtmlFile of
 * @nubiva/site-files: `/de/overview` → `de/overview/index.html`, `/de/redis/` →
 * `de/redis/index.html`, `/de/overview.html` → `de/overview.html`), else
 * `de/overview.html` for `/de/overview`, and for `/de/overview.html`
 * the page of `/de/overview` (the client router strips `.html` the same way).
 * Anything else is the 404 page of the path's locale.
 * Returns null for paths that try to leave the root.
 */
export async function resolveFile(
  options: StaticSiteOptions,
  urlPath: string,
): Promise<ResolvedFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return notFound(options, urlPath);
  }
  if (decoded.includes('\0')) return null;
  const root = path.resolve(options.root);
  const route = path.posix.normalize('/' + decoded);
  const target = path.resolve(root, '.' + route);
  if (target !== root && !target.startsWith(root + path.sep)) return null;

  const candidates = [target, routeHtmlFile(root, '/', route)];
  if (!route.endsWith('/')) candidates.push(`${target}.html`);
  if (route.endsWith('.html')) candidates.push(routeHtmlFile(root, '/', route.slice(0, -5)));
  for (const candidate of new Set(candidates)) {
    if (await isFile(candidate)) return { file: candidate, status: 200 };
  }
  return notFound(options, decoded);
}

async function notFound(options: StaticSiteOptions, urlPath: string): Promise<ResolvedFile> {
  const first = urlPath.split('/')[1] ?? '';
  const prefix = options.localePrefixes.includes(first) ? first : '';
  return { file: path.join(path.resolve(options.root), prefix, '404.html'), status: 404 };
}

/**
 * Each non-default locale of a Docusaurus build is a top-level folder with its
 * own 404.html; the default locale's 404.html sits at the root.
 */
export async function detectLocalePrefixes(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { withFileTypes: true });
  const prefixes: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory() && (await isFile(path.join(root, entry.name, '404.html')))) {
      prefixes.push(entry.name);
    }
  }
  return prefixes.sort();
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Hashed build assets never change; everything else (HTML above all) is revalidated. */
export function cacheControl(urlPath: string): string {
  return /\/assets\/.*[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(urlPath)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

const cspCache = new Map<string, { mtimeMs: number; csp: string }>();

/** The page's CSP, from the hashes of its own inline scripts (cached per file version). */
async function pagePolicy(options: StaticSiteOptions, file: string, stat: Stats): Promise<string> {
  const cached = cspCache.get(file);
  if (cached !== undefined && cached.mtimeMs === stat.mtimeMs) return cached.csp;
  const html = await fs.readFile(file, 'utf8');
  const csp = contentSecurityPolicy(inlineScriptHashes(html), {
    connectSrc: options.cspConnectSrc,
  });
  cspCache.set(file, { mtimeMs: stat.mtimeMs, csp });
  return csp;
}

const etagOf = (stat: Stats) =>
  `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;

/** The precompressed sibling (file.br, file.gz) the client accepts, if the build made one. */
async function pickVariant(file: string, request: IncomingMessage) {
  if (!compressibleExtensions.has(path.extname(file))) return null;
  for (const name of acceptedEncodings(request.headers['accept-encoding'])) {
    const extension = precompressedEncodings.find((encoding) => encoding.name === name)?.extension;
    const variant = `${file}${extension}`;
    const stat = await fs.stat(variant).catch(() => null);
    if (stat?.isFile()) return { file: variant, stat, encoding: name };
  }
  return null;
}

export async function serveStatic(
  options: StaticSiteOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, {
      ...securityHeaders,
      Allow: 'GET, HEAD',
      'Content-Type': 'text/plain; charset=utf-8',
    });
    response.end('Method Not Allowed');
    return;
  }
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  const resolved = await resolveFile(options, urlPath);
  if (resolved === null) {
    response.writeHead(400, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Bad Request');
    return;
  }
  const stat = await fs.stat(resolved.file).catch(() => null);
  if (stat === null) {
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
  if (resolved.status === 200 && hasHtmlSuffix(urlPath)) {
    const canonical = await canonicalPathname(resolved.file, stat.mtimeMs);
    if (canonical !== null && canonical !== urlPath && !hasHtmlSuffix(canonical)) {
      const query = new URL(request.url ?? '/', 'http://localhost').search;
      response.writeHead(301, {
        ...securityHeaders,
        Location: `${canonical}${query}`,
        'Cache-Control': 'public, max-age=3600',
      });
      response.end();
      return;
    }
  }
  // Issue 18: a page asked for as Markdown is answered with its twin (src/agents).
  const agent =
    resolved.status === 200
      ? await agentVariant(options.root, request, resolved.file, stat)
      : undefined;
  const file = agent?.file ?? resolved.file;
  const fileStat = agent?.stat ?? stat;
  const extension = path.extname(file);
  const headers: Record<string, string | number> = {
    ...securityHeaders,
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'Cache-Control': resolved.status === 200 ? cacheControl(urlPath) : 'no-store',
    ...agent?.headers,
  };
  if (extension === '.html') {
    headers['Content-Security-Policy'] = await pagePolicy(options, file, fileStat);
  }
  if (compressibleExtensions.has(extension)) {
    headers.Vary = agent?.varyAccept ? 'Accept-Encoding, Accept' : 'Accept-Encoding';
  }
  if (resolved.status === 200) {
    const etag = etagOf(fileStat);
    headers.ETag = etag;
    headers['Last-Modified'] = fileStat.mtime.toUTCString();
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers);
      response.end();
      countAgentFetch(options.agentFetches, agent, request);
      return;
    }
  }
  const variant = await pickVariant(file, request);
  if (variant !== null) headers['Content-Encoding'] = variant.encoding;
  headers['Content-Length'] = (variant?.stat ?? fileStat).size;
  response.writeHead(resolved.status, headers);
  countAgentFetch(options.agentFetches, agent, request);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(variant?.file ?? file).pipe(response);
}
