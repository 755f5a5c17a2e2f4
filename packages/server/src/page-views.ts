/**
 * Page views counted by the server, for every reader, without consent and without any script:
 * from what the page request itself carries. For each HTML page, 404 page and search answer
 * the server delivers, one is added to a count per UTC day, locale, path, referrer host and
 * kind. Nothing that identifies a reader is kept: no IP address, no user agent, no cookie, no
 * query string, no row per request.
 *
 * The entry point is `PageViewCounter.count(request, path, kind)`, called by the static server
 * (pages, 404 pages) and the search answer once they have answered. Not counted: HEAD, 304
 * (Not Modified), requests a browser marks as prefetch, user agents recognisable as bots
 * (isbot's list and the AI fetchers of src/agents/user-agent.ts, counted as agent fetches
 * instead). A request that never reaches this server (answered by a CDN or a caching proxy in
 * front of it) is not counted.
 */
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import { agentFamily } from './agents/user-agent.js';
import { CountOutbox, readCountFile } from './storage/count-outbox.js';
import { localeOfPath } from './storage/derived.js';

/** What was delivered: a page, the 404 page, or a search answered by the server. */
export type PageViewKind = 'page' | 'not_found' | 'search';

export const pageViewKinds: readonly PageViewKind[] = ['page', 'not_found', 'search'];

export type PageViewRow = {
  /** UTC day, '2026-01-31'. */
  day: string;
  locale: string;
  /** The URL path, without the query string. */
  path: string;
  /** The host of the Referer header, '' without one. */
  referrer_host: string;
  kind: PageViewKind;
  views: number;
};

/** Longest path kept: a 404 of a made-up address must not fill the table. */
const maxPathLength = 300;

/** The counts' table (in page-views.sqlite, and in ClickHouse: migrations/clickhouse/0004). */
export const pageViewTable = {
  name: 'page_views',
  keys: ['day', 'locale', 'path', 'referrer_host', 'kind'],
  value: 'views',
} as const;

/** The host of a Referer header ('' without one, or for one that is no URL). */
export function referrerHost(referer: string | undefined): string {
  if (!referer) return '';
  try {
    return new URL(referer).host.toLowerCase();
  } catch {
    return '';
  }
}

/** Whether the request is a reader's view to count (see the module's comment). */
export function isCountedView(request: IncomingMessage): boolean {
  const { headers } = request;
  if (request.method !== 'GET') return false;
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const userAgent = headers['user-agent'] ?? '';
  return userAgent !== '' && !isbot(userAgent) && agentFamily(userAgent) === 'other';
}

/** Where the counts go with several instances (ClickHouse). */
export interface PageViewTarget {
  insertPageViews(batch: string, rows: readonly PageViewRow[]): Promise<void>;
}

export class PageViewCounter extends CountOutbox {
  constructor(
    file: string,
    flushIntervalMs = 10_000,
    target?: PageViewTarget,
    onSendError?: (error: Error) => void,
  ) {
    super(
      file,
      pageViewTable,
      flushIntervalMs,
      target && ((batch, rows) => target.insertPageViews(batch, rows as readonly PageViewRow[])),
      onSendError,
    );
  }

  /** Counts a delivered page, 404 page or search answer, if it is a reader's view. */
  count(request: IncomingMessage, urlPath: string, kind: PageViewKind, now = Date.now()): void {
    if (!isCountedView(request)) return;
    this.add([
      new Date(now).toISOString().slice(0, 10),
      localeOfPath(urlPath),
      urlPath.slice(0, maxPathLength),
      referrerHost(request.headers.referer),
      kind,
    ]);
  }
}

/** The file beside the agent fetches' counts. */
export const pageViewFile = (agentStatsFile: string): string =>
  path.join(path.dirname(agentStatsFile), 'page-views.sqlite');

export interface PageViewStats {
  /** Pages delivered (kind page). */
  views: number;
  notFound: number;
  searches: number;
  /** Per UTC day, ascending. */
  days: { day: string; views: number; notFound: number; searches: number }[];
  locales: { locale: string; views: number }[];
  /** Most viewed pages, most first. */
  paths: { path: string; views: number }[];
  /** Referrer hosts of page views ('' without a Referer), most first. */
  referrers: { host: string; views: number }[];
  /** Most requested missing paths. */
  notFoundPaths: { path: string; views: number }[];
}

const top = 20;

/** The stats of rows summed per day, locale, path, referrer host and kind. */
export function pageViewStats(rows: readonly PageViewRow[]): PageViewStats {
  const sum = <K extends string>(of: readonly PageViewRow[], key: (row: PageViewRow) => K) => {
    const totals = new Map<K, number>();
    for (const row of of) totals.set(key(row), (totals.get(key(row)) ?? 0) + row.views);
    return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const pages = rows.filter((row) => row.kind === 'page');
  const missing = rows.filter((row) => row.kind === 'not_found');
  const total = (kind: PageViewKind) =>
    rows.filter((row) => row.kind === kind).reduce((n, row) => n + row.views, 0);
  const days = new Map<string, PageViewStats['days'][number]>();
  for (const row of rows) {
    const entry = days.get(row.day) ?? { day: row.day, views: 0, notFound: 0, searches: 0 };
    const field =
      row.kind === 'page' ? 'views' : row.kind === 'not_found' ? 'notFound' : 'searches';
    entry[field] += row.views;
    days.set(row.day, entry);
  }
  return {
    views: total('page'),
    notFound: total('not_found'),
    searches: total('search'),
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    locales: sum(pages, (row) => row.locale).map(([locale, views]) => ({ locale, views })),
    paths: sum(pages, (row) => row.path)
      .slice(0, top)
      .map(([path, views]) => ({ path, views })),
    referrers: sum(pages, (row) => row.referrer_host)
      .slice(0, top)
      .map(([host, views]) => ({ host, views })),
    notFoundPaths: sum(missing, (row) => row.path)
      .slice(0, top)
      .map(([path, views]) => ({ path, views })),
  };
}

/** The UTC days [sinceMs, untilMs) touches, as the stored day keys, first and last included. */
export const dayRange = (sinceMs: number, untilMs: number): [string, string] => [
  new Date(sinceMs).toISOString().slice(0, 10),
  new Date(untilMs).toISOString().slice(0, 10),
];

/** Where the stats read the counts: one instance's file, or ClickHouse for all instances. */
export interface PageViewSource {
  pageViews(sinceMs: number, untilMs: number): Promise<PageViewStats>;
}

/** The counts of [sinceMs, untilMs) in one instance's file, by day; an absent file has none. */
export const pageViewFileSource = (file: string): PageViewSource => ({
  pageViews: (sinceMs, untilMs) =>
    Promise.resolve(
      pageViewStats(
        readCountFile<PageViewRow>(
          file,
          `SELECT day, locale, path, referrer_host, kind, SUM(views) AS views FROM page_views
           WHERE day >= ? AND day <= ? GROUP BY day, locale, path, referrer_host, kind`,
          ...dayRange(sinceMs, untilMs),
        ),
      ),
    ),
});
