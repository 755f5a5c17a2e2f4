import { createHash, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { gzipSync } from 'node:zlib';
import type { AgentFetchSource, AgentFetchStats } from '../agents/counter.js';
import { agentFetchesHtml } from '../agents/report.js';
import type { PageViewSource, PageViewStats } from '../page-views.js';
import { pageViewsHtml } from '../stats/page-views-report.js';
import type { TrustedProxies } from '../proxies.js';
import { securityHeaders } from '../security-headers.js';
import type { EventSink } from '../storage/sink.js';
import { filterText } from '../stats/format-text.js';
import {
  escape,
  insightSectionsHtml,
  reportCss,
  tilesHtml,
  trafficChartsHtml,
} from '../stats/html-report.js';
import {
  langFromAcceptLanguage,
  messages,
  minute,
  parseLang,
  type Lang,
} from '../stats/messages.js';
import { filterLocales, parseSince, parseStatsFilter } from '../stats/since.js';
import { summarize, type StatsSummary } from '../stats/summary.js';
import { dashboardScript } from './dashboard-script.js';

/** Everything under this path is the dashboard (README "Docs insights"). */
export const insightsPath = '/_insights/';

export interface InsightsOptions {
  /** INSIGHTS_TOKEN (the route exists only with one). */
  token: string;
  /** Where the numbers come from: the server's own sink. */
  sink: Pick<EventSink, 'aggregate'>;
  /** The main site's host, for its outbound clicks. */
  mainSiteHost: string;
  /** Behind a TLS-terminating proxy of these: X-Forwarded-Proto https makes the cookie Secure. */
  trustedProxies: TrustedProxies;
  /** The agent fetches, the report's last sections (none without it). */
  agentFetches?: AgentFetchSource;
  /** The page views the server counted, the report's first section (none without it). */
  pageViews?: PageViewSource;
}

const cookieName = 'nubiva_insights';
const cookieMaxAgeSeconds = 7 * 24 * 3600;
const defaultSince = '30d';

/**
 * The dashboard's own policy: its script and styles are files of this route,
 * the chart data is a JSON block (not executed), nothing else loads.
 */
export const dashboardCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const noStoreHeaders = {
  ...securityHeaders,
  'Cache-Control': 'no-store',
  // The token never leaves in a Referer (it is also redirected away at once).
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
};

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Equal strings, compared as SHA-256 digests in constant time (no timing leak of length or prefix). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** What the cookie holds: a digest of the token, so the browser never stores the token itself. */
const cookieValueOf = (token: string) =>
  createHash('sha256').update(`nubiva-insights-cookie\0${token}`, 'utf8').digest('base64url');

function cookieOf(request: IncomingMessage, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

function isHttps(request: IncomingMessage, proxies: TrustedProxies): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  return proxies.forwarded(request, 'x-forwarded-proto')?.toLowerCase() === 'https';
}

function isAuthorized(options: InsightsOptions, request: IncomingMessage): boolean {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer !== undefined && sameSecret(bearer, options.token)) return true;
  const cookie = cookieOf(request, cookieName);
  return cookie !== null && sameSecret(cookie, cookieValueOf(options.token));
}

/** The chart library's built file, from node_modules (served as is, no third-party request). */
let chartFile: string | null = null;
export function chartLibraryFile(): string {
  chartFile ??= path.join(
    path.dirname(createRequire(import.meta.url).resolve('chart.js')),
    'chart.umd.min.js',
  );
  return chartFile;
}

interface Asset {
  type: string;
  body: () => Promise<Buffer | string>;
  /** Filled on first use: the bytes, gzipped once, and their ETag. */
  loaded?: Promise<{ raw: Buffer; gzip: Buffer; etag: string }>;
}

const assets: Record<string, Asset> = {
  'chart.umd.min.js': {
    type: 'text/javascript; charset=utf-8',
    body: () => fs.readFile(chartLibraryFile()),
  },
  'app.js': { type: 'text/javascript; charset=utf-8', body: async () => dashboardScript },
  'app.css': {
    type: 'text/css; charset=utf-8',
    body: async () => `${reportCss}\n${dashboardCss}`,
  },
};

const dashboardCss = `header{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;flex-wrap:wrap}
form.filter{display:flex;gap:.75rem;flex-wrap:wrap;align-items:end;margin:1rem 0;padding:.75rem;border:1px solid #ddd;border-radius:6px}
form.filter label{display:flex;flex-direction:column;font-size:.85rem;color:#333}
form.filter input,form.filter select,form.filter button{font:inherit;padding:.25rem .4rem}
.chart{position:relative;height:260px}.chart.tall{height:420px}
.error{color:#b91c1c;font-weight:600}`;

/** `lang` parameter, else the browser's Accept-Language. */
function pickLang(url: URL, request: IncomingMessage): Lang {
  return (
    parseLang(url.searchParams.get('lang')) ??
    langFromAcceptLanguage(request.headers['accept-language'])
  );
}

function send(
  response: ServerResponse,
  request: IncomingMessage,
  status: number,
  headers: Record<string, string | number>,
  body: string | Buffer,
) {
  response.writeHead(status, {
    ...headers,
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function unauthorized(request: IncomingMessage, response: ServerResponse, lang: Lang) {
  const m = messages[lang].dashboard;
  // A link from another site (mail, chat) to the cookie's URL: a SameSite=Strict cookie is not
  // sent on that navigation, but is on a reload from this page, which the refresh does once.
  const crossSite =
    request.headers['sec-fetch-site'] === 'cross-site' &&
    request.headers['sec-fetch-mode'] === 'navigate' &&
    cookieOf(request, cookieName) === null;
  send(
    response,
    request,
    401,
    {
      ...noStoreHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': dashboardCsp,
      'WWW-Authenticate': 'Bearer realm="insights"',
    },
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>401 – ${escape(m.unauthorizedTitle)}</title>${crossSite ? '<meta http-equiv="refresh" content="0">' : ''}<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><link rel="stylesheet" href="${insightsPath}app.css"></head><body><h1>${escape(m.unauthorizedTitle)}</h1><p>${escape(m.unauthorized)}</p></body></html>\n`,
  );
}

interface Query {
  since: number;
  until: number;
  sinceText: string;
  filter: { locale?: string; pathPrefix?: string };
}

function readQuery(url: URL): Query {
  const until = Date.now();
  const sinceText = url.searchParams.get('since')?.trim() || defaultSince;
  return {
    since: parseSince(sinceText, until),
    until,
    sinceText,
    filter: parseStatsFilter({
      locale: url.searchParams.get('locale'),
      path: url.searchParams.get('path'),
    }),
  };
}

/** The same query with other values (for the language switch). */
function withParams(url: URL, changes: Record<string, string>): string {
  const next = new URLSearchParams(url.searchParams);
  next.delete('token');
  for (const [key, value] of Object.entries(changes)) next.set(key, value);
  return `${insightsPath}?${next.toString()}`;
}

/** What the charts draw (app.js reads it from the page). */
function chartData(summary: StatsSummary, lang: Lang) {
  const m = messages[lang];
  return {
    labels: {
      pageViews: m.pageViews,
      visitors: m.visitors,
      searches: m.searches,
      zeroResultSearches: m.zeroResultSearches,
      yes: m.col.yes,
      no: m.col.no,
    },
    daily: summary.daily,
    // The least helpful pages with votes (the table has all and their comments).
    helpfulness: summary.helpfulness
      .filter((row) => row.yes + row.no > 0)
      .slice(0, 15)
      .map((row) => ({ pathname: row.pathname, yes: row.yes, no: row.no })),
  };
}

function page(
  summary: StatsSummary,
  query: Query,
  url: URL,
  lang: Lang,
  agentFetches: AgentFetchStats | undefined,
  pageViews: PageViewStats | undefined,
): string {
  const m = messages[lang];
  const d = m.dashboard;
  const other: Lang = lang === 'de' ? 'en' : 'de';
  const filter = filterText(summary, lang);
  const locales = ['', ...filterLocales]
    .map(
      (locale) =>
        `<option value="${locale}"${(query.filter.locale ?? '') === locale ? ' selected' : ''}>${locale === '' ? escape(d.all) : locale}</option>`,
    )
    .join('');
  // JSON in a data block: "<" escaped so no "</script>" in a query or path can end it.
  const data = JSON.stringify(chartData(summary, lang)).replace(/</g, '\\u003c');
  const canvas = (id: string, title: string, tall = false) =>
    `<section><h2>${escape(title)}</h2><div class="chart${tall ? ' tall' : ''}"><canvas id="${id}" role="img" aria-label="${escape(title)}"></canvas></div></section>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escape(m.dashboardTitle)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<!-- No favicon request: the dashboard loads nothing it does not need. -->
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${insightsPath}app.css">
<script src="${insightsPath}chart.umd.min.js" defer></script>
<script src="${insightsPath}app.js" defer></script>
</head><body>
<header><h1>${escape(m.dashboardTitle)}</h1><a href="${escape(withParams(url, { lang: other }))}" hreflang="${other}" lang="${other}">${escape(d.language)}</a></header>
<main>
<form class="filter" method="get" action="${insightsPath}">
<input type="hidden" name="lang" value="${lang}">
<label>${escape(d.since)} <input name="since" value="${escape(query.sinceText)}" size="10"></label>
<label>${escape(d.locale)} <select name="locale">${locales}</select></label>
<label>${escape(d.path)} <input name="path" value="${escape(query.filter.pathPrefix ?? '')}" placeholder="/de/service" size="24"></label>
<button type="submit">${escape(d.apply)}</button>
</form>
<p>${escape(m.period(minute(summary.since), minute(summary.until)))}${filter ? ` · ${escape(filter)}` : ''} · ${escape(d.updated)} ${escape(minute(Date.now()))} UTC</p>
${pageViews === undefined ? '' : pageViewsHtml(pageViews, lang)}
${tilesHtml(summary, lang)}
${canvas('chart-daily-views', m.dailyViews)}
${canvas('chart-daily-searches', m.dailySearches)}
${canvas('chart-helpfulness', m.helpfulness, true)}
${insightSectionsHtml(summary, lang)}
${trafficChartsHtml(summary, lang)}
${agentFetches === undefined ? '' : agentFetchesHtml(agentFetches, lang)}
</main>
<script type="application/json" id="insights-data">${data}</script>
</body></html>
`;
}

/**
 * GET /_insights/ (the page), /_insights/data.json (the numbers), and the
 * page's files. The page and the data need the token: as
 * `Authorization: Bearer <token>`, or once as `?token=` which sets an
 * HttpOnly, SameSite=Strict cookie (Secure over https) and redirects to the
 * same URL without it. Returns false for paths it does not serve.
 */
export async function handleInsights(
  options: InsightsOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === insightsPath.slice(0, -1)) {
    send(
      response,
      request,
      301,
      { ...noStoreHeaders, Location: `${insightsPath}${url.search}` },
      '',
    );
    return true;
  }
  const name = url.pathname.slice(insightsPath.length);
  if (name !== '' && name !== 'data.json' && !(name in assets)) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(
      response,
      request,
      405,
      { ...noStoreHeaders, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      'Method Not Allowed',
    );
    return true;
  }
  const asset = assets[name];
  if (asset !== undefined) {
    // The page's own code and the chart library: no data, so no token (a Bearer client has no cookie).
    asset.loaded ??= asset.body().then((body) => {
      const raw = Buffer.from(body);
      return {
        raw,
        gzip: gzipSync(raw, { level: 9 }),
        etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
      };
    });
    const { raw, gzip, etag } = await asset.loaded;
    const headers: Record<string, string> = {
      ...securityHeaders,
      'Content-Type': asset.type,
      'Cache-Control': 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers);
      response.end();
      return true;
    }
    const gzipped = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzipped) headers['Content-Encoding'] = 'gzip';
    send(response, request, 200, headers, gzipped ? gzip : raw);
    return true;
  }
  const lang = pickLang(url, request);
  const given = url.searchParams.get('token');
  if (given !== null) {
    if (!sameSecret(given, options.token)) {
      unauthorized(request, response, lang);
      return true;
    }
    const clean = new URLSearchParams(url.searchParams);
    clean.delete('token');
    const search = clean.toString();
    const secure = isHttps(request, options.trustedProxies) ? '; Secure' : '';
    send(
      response,
      request,
      303,
      {
        ...noStoreHeaders,
        Location: `${url.pathname}${search ? `?${search}` : ''}`,
        'Set-Cookie': `${cookieName}=${cookieValueOf(options.token)}; Path=${insightsPath}; Max-Age=${cookieMaxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`,
      },
      '',
    );
    return true;
  }
  if (!isAuthorized(options, request)) {
    unauthorized(request, response, lang);
    return true;
  }
  let query: Query;
  try {
    query = readQuery(url);
  } catch (error) {
    send(
      response,
      request,
      400,
      { ...noStoreHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
      (error as Error).message.replace(/^--/, ''),
    );
    return true;
  }
  const summary = summarize(
    await options.sink.aggregate(query.since, query.until, {
      ...query.filter,
      mainSiteHost: options.mainSiteHost,
    }),
    query.since,
    query.until,
    query.filter,
  );
  if (name === 'data.json') {
    send(
      response,
      request,
      200,
      { ...noStoreHeaders, 'Content-Type': 'application/json; charset=utf-8' },
      JSON.stringify(summary),
    );
    return true;
  }
  send(
    response,
    request,
    200,
    {
      ...noStoreHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': dashboardCsp,
      'Content-Language': lang,
      Vary: 'Accept-Language',
    },
    page(
      summary,
      query,
      url,
      lang,
      await options.agentFetches?.agentFetches(query.since, query.until),
      await options.pageViews?.pageViews(query.since, query.until),
    ),
  );
  return true;
}
