import path from 'node:path';
import { agentPathPattern } from './agents/counter.js';
import { insightsPath } from './insights/dashboard.js';
import { mcpPath } from './mcp/endpoint.js';
import { collectPath, healthPaths, searchPathEnd } from './server.js';
import {
  allowedMethods,
  contentTypes,
  errorCacheControl,
  normalisedRoute,
  redirectCacheControl,
  type Site,
} from './static.js';

/**
 * An nginx configuration that serves a build as `serveStatic` does, generated from the loaded
 * site (each file's headers as `loadSite` built them) and its `resolve`, so that it cannot drift
 * from the server's rules: a header, a CSP hash or a route that changes there changes here.
 * Written for Debian's `nginx-light` (no module beyond the core: `map`, `try_files`,
 * `gzip_static`, `mirror`, `proxy_pass`).
 */
export interface NginxOptions {
  /** The server block's `listen`: `80`, `127.0.0.1:8080`. */
  listen: string;
  /** Our server, for what nginx does not answer itself: `127.0.0.1:3000`. */
  upstream: string;
  /** The build as nginx reads it (its absolute path on the machine nginx runs on). */
  root: string;
  localePrefixes: readonly string[];
  serverName?: string;
  /** Files included in the server block (TLS certificates, logs, limits of the operator's). */
  serverIncludes?: readonly string[];
  /**
   * Mirrors every page request to our server, which counts page views (without consent) from
   * them; off, the pages nginx serves are not counted.
   */
  countPageViews?: boolean;
}

/** Headers nginx makes itself from the file (type, validators, length, encoding). */
const nginxOwnHeaders = new Set([
  'Content-Type',
  'ETag',
  'Last-Modified',
  'Content-Length',
  'Content-Encoding',
]);

const upstreamName = 'nubiva_server';
const mirrorPath = '/_nubiva_mirror';

/** A string as one nginx token, quoted (map keys, regular expressions, paths). */
const quote = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;

/** A value nginx sends: there `$` would start a variable, and it cannot be escaped. */
function literal(value: string): string {
  if (value.includes('$')) throw new Error(`nginx cannot send a literal "$": ${value}`);
  return quote(value);
}

const variableName = (header: string) => `$nubiva_${header.toLowerCase().replace(/-/g, '_')}`;

/** `map $source $variable { default …; key value; … }`, the keys sorted for a stable file. */
function map(source: string, variable: string, fallback: string, entries: Map<string, string>) {
  const lines = [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `  ${quote(key)} ${value.startsWith('$') ? value : literal(value)};`);
  return [`map ${source} ${variable} {`, `  default ${literal(fallback)};`, ...lines, '}'].join(
    '\n',
  );
}

/** The value most files share: the map's default, so that only the others are listed. */
function mostCommon(values: Iterable<string>): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** What nginx's `try_files $uri $uri/index.html $uri.html` finds for a path, as its new `$uri`. */
function tryFiles(urlPaths: Set<string>, uri: string): string | undefined {
  return [uri, `${uri}/index.html`, `${uri}.html`].find((candidate) => urlPaths.has(candidate));
}

export function nginxSiteConfig(site: Site, options: NginxOptions): string {
  const files = [...site.files.values()];
  const urlPaths = new Set(files.map((file) => file.urlPath));

  // Per header: one value for every file becomes a constant, else a map on the file ($uri after
  // try_files). Cache-Control depends on the status too (redirects, error pages).
  const headerNames = [...new Set(files.flatMap((file) => Object.keys(file.answers.identity!)))]
    .filter((name) => !nginxOwnHeaders.has(name))
    .sort();
  const maps: string[] = [];
  const addHeaders: string[] = [];
  for (const name of headerNames) {
    const values = new Map(
      files.map((file) => [file.urlPath, String(file.answers.identity![name] ?? '')]),
    );
    const distinct = new Set(values.values());
    if (distinct.size === 1 && name !== 'Cache-Control') {
      addHeaders.push(`add_header ${name} ${literal([...distinct][0]!)} always;`);
      continue;
    }
    const fallback = mostCommon(values.values());
    const listed = new Map([...values].filter(([, value]) => value !== fallback));
    const variable = variableName(name) + (name === 'Cache-Control' ? '_file' : '');
    // Keyed by the file, and by nothing for a redirect (its address may be a page's file).
    maps.push(map('$uri$nubiva_redirect', variable, fallback, listed));
    if (name === 'Cache-Control') {
      const byStatus = new Map([
        ['200', variable],
        ['206', variable],
        ['304', variable],
        ['301', redirectCacheControl],
      ]);
      maps.push(map('$status', variableName(name), errorCacheControl, byStatus));
    }
    addHeaders.push(`add_header ${name} ${variableName(name)} always;`);
  }
  maps.push(
    map(
      '$request_method',
      '$nubiva_allow',
      allowedMethods,
      new Map(allowedMethods.split(', ').map((method) => [method, ''])),
    ),
  );
  addHeaders.push('add_header Allow $nubiva_allow always;');

  // Routes: where resolve() finds another file than try_files would, a map names it; `.html`
  // addresses of a page with a canonical route redirect there (the normalisation of serveStatic).
  const routes = new Map<string, string>();
  const redirects = new Map<string, string>();
  for (const file of files) {
    if (path.extname(file.urlPath) !== '.html') continue;
    const page = file.urlPath.replace(/(\/index)?\.html$/, '');
    for (const form of new Set([file.urlPath, `${page}.html`, page, `${page}/`])) {
      const resolved = site.resolve(form);
      if (resolved?.status !== 200 || site.files.get(resolved.file) !== file) continue;
      const canonical = normalisedRoute(form, file);
      if (canonical !== null) {
        redirects.set(form, canonical);
      } else if (tryFiles(urlPaths, form) !== file.urlPath) {
        routes.set(form, file.urlPath);
      }
    }
  }
  maps.push(map('$uri', '$nubiva_route', '', routes));
  maps.push(map('$uri', '$nubiva_redirect', '', redirects));
  // The 404 page of the path's locale, as resolve()'s notFound.
  maps.push(
    map(
      '$uri',
      '$nubiva_not_found',
      '/404.html',
      new Map(options.localePrefixes.map((prefix) => [`~^/${prefix}(/|$)`, `/${prefix}/404.html`])),
    ),
  );
  // Markdown: a request that names it in Accept is negotiated by the server (q-values, the page's
  // twin, the agent-fetch count); every other Accept gets what the path names.
  maps.push(map('$http_accept', '$nubiva_negotiate', '', new Map([['~*markdown', '1']])));

  const assetExtensions = Object.keys(contentTypes)
    .filter((extension) => contentTypes[extension] !== contentTypes['.html'])
    .map((extension) => extension.slice(1));
  const types = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(contentTypes)) {
    types.set(type, [...(types.get(type) ?? []), extension.slice(1)]);
  }
  const proxy = [`proxy_pass http://${upstreamName};`];
  const staticFiles = (mirror: boolean) => [
    ...addHeaders,
    ...(mirror ? [`mirror ${mirrorPath};`] : []),
    `if ($request_method !~ ${quote(`^(${allowedMethods.split(', ').join('|')})$`)}) { return 405; }`,
    'if ($nubiva_redirect) { return 301 $nubiva_redirect$is_args$args; }',
    `if ($nubiva_negotiate) { proxy_pass http://${upstreamName}; }`,
    'try_files $nubiva_route $uri $uri/index.html $uri.html =404;',
  ];
  const block = (head: string, lines: string[]) =>
    [`  ${head} {`, ...lines.map((line) => `    ${line}`), '  }'].join('\n');
  const proxied = [
    ['/lc_t: tracker events (stored by the server)', `= ${collectPath}`],
    ['/mcp: the MCP endpoint for AI tools (search, get_page)', `= ${mcpPath}`],
    [
      'the docs-insights dashboard (INSIGHTS_TOKEN)',
      `= ${insightsPath.slice(0, -1)}`,
      `^~ ${insightsPath}`,
    ],
    [
      'search pages: a query is answered by the server, without JavaScript',
      `~ ${quote(`${searchPathEnd}$`)}`,
    ],
    [
      'health checks through the front reach the server that takes events',
      ...Object.values(healthPaths).map((health) => `= ${health}`),
    ],
  ];
  return [
    "# Generated by `nubiva-server-nginx` from the build and the server's rules; do not edit.",
    '# Include it in the http block of an nginx.conf (Debian nginx-light has every module it uses).',
    `# Brotli: nginx-light has no brotli module; clients that accept gzip get the .gz files.`,
    '',
    'map_hash_bucket_size 256;',
    'map_hash_max_size 65536;',
    '',
    ...maps.flatMap((text) => [text, '']),
    `upstream ${upstreamName} {`,
    `  server ${options.upstream};`,
    '  keepalive 16;',
    '}',
    '',
    'server {',
    `  listen ${options.listen};`,
    ...(options.serverName ? [`  server_name ${options.serverName};`] : []),
    `  root ${quote(options.root)};`,
    ...(options.serverIncludes ?? []).map((file) => `  include ${quote(file)};`),
    '  types {',
    ...[...types].map(([type, extensions]) => `    ${quote(type)} ${extensions.join(' ')};`),
    '  }',
    '  default_type application/octet-stream;',
    '  charset off;',
    // Only the build's .gz files, as the server: no compressing on the fly (Debian's nginx.conf
    // turns gzip on for HTML).
    '  gzip off;',
    '  gzip_static on;',
    '  gzip_vary off;',
    '  autoindex off;',
    '  absolute_redirect off;',
    '  server_tokens off;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  error_page 404 $nubiva_not_found;',
    '  proxy_http_version 1.1;',
    '  proxy_set_header Connection "";',
    '  proxy_set_header Host $host;',
    '  # TRUSTED_PROXIES names this nginx: the server believes these three.',
    '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  proxy_set_header X-Forwarded-Host $host;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    '',
    block('location /', staticFiles(options.countPageViews ?? false)),
    '  # Agent fetches: answered here, mirrored to the server that counts them.',
    block(`location ~* ${quote(agentPathPattern.source)}`, staticFiles(true)),
    ...(options.countPageViews
      ? [
          '  # Files that are no page: not mirrored (the server counts only pages).',
          block(`location ~* ${quote(`\\.(${assetExtensions.join('|')})$`)}`, staticFiles(false)),
        ]
      : []),
    block(`location = ${mirrorPath}`, [
      'internal;',
      // Proxied to the server already, which counts it.
      'if ($nubiva_negotiate) { return 204; }',
      `proxy_pass http://${upstreamName}$request_uri;`,
    ]),
    ...proxied.flatMap(([why, ...locations]) => [
      `  # Proxied: ${why}.`,
      ...locations.map((location) => block(`location ${location}`, proxy)),
    ]),
    '}',
    '',
  ].join('\n');
}
