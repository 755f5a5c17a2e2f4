// The docs-insight numbers computed again in plain JavaScript over the
// generated batches, from the event contract alone (README "Docs insights"),
// without the stores' code: the tests hold both stores' SQL to it.
import type { Batch } from '../src/collect/batch.js';
import type { Aggregates } from '../src/stats/aggregates.js';

export interface ReferenceOptions {
  since: number;
  until: number;
  locale?: string;
  pathPrefix?: string;
  mainSiteHost?: string;
}

type Params = Record<string, unknown>;

const str = (params: Params, key: string) =>
  typeof params[key] === 'string' ? (params[key] as string) : '';

/** Byte order of UTF-8 (what SQLite and ClickHouse sort by) for the test's strings (BMP only). */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function localeOf(params: Params, pathname: string): string {
  if (typeof params.locale === 'string' && params.locale !== '') return params.locale;
  for (const locale of ['ja', 'ko', 'de']) {
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) return locale;
  }
  return 'en';
}

function normalise(query: string): string {
  return query
    .split(/[ \t\n\r\f\v]+/)
    .filter((part) => part !== '')
    .join(' ')
    .toLowerCase();
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

function count<K>(map: Map<K, number>, key: K, by = 1) {
  map.set(key, (map.get(key) ?? 0) + by);
}

const dayOf = (ts: number) => new Date(ts).toISOString().slice(0, 10);

export function reference(batches: readonly Batch[], options: ReferenceOptions): Aggregates {
  const rows = batches.flatMap((batch) =>
    batch.events.map((event) => ({
      batch,
      event,
      params: (event.params ?? {}) as Params,
      consent:
        typeof (batch.custom as Params | undefined)?.consent === 'string'
          ? ((batch.custom as Params).consent as string)
          : '',
    })),
  );
  const kept = rows.filter(
    ({ event, params }) =>
      event.ts >= options.since &&
      event.ts < options.until &&
      (options.locale === undefined || localeOf(params, event.pathname) === options.locale) &&
      (options.pathPrefix === undefined || event.pathname.startsWith(options.pathPrefix)),
  );
  const of = (name: string) => kept.filter((row) => row.event.event === name);

  const visitors = new Set<string>();
  const sessions = new Set<string>();
  const anonymous = new Set<string>();
  const days = new Map<
    string,
    { views: number; visitors: Set<string>; searches: number; zero: number }
  >();
  for (const { batch, event, consent, params } of kept) {
    const day = days.get(dayOf(event.ts)) ?? {
      views: 0,
      visitors: new Set<string>(),
      searches: 0,
      zero: 0,
    };
    days.set(dayOf(event.ts), day);
    if (consent === 'none') anonymous.add(batch.deviceId);
    else {
      visitors.add(batch.deviceId);
      sessions.add(batch.sessionId);
      day.visitors.add(batch.deviceId);
    }
    if (event.event === 'page_enter') day.views += 1;
    if (event.event === 'search') {
      day.searches += 1;
      if (params.hits === 0) day.zero += 1;
    }
  }

  const views = new Map<string, number>();
  for (const { event } of of('page_enter')) count(views, event.pathname);

  const perSession = <K extends string>(key: (batch: Batch) => K | null) => {
    const sets = new Map<K, Set<string>>();
    for (const { batch } of kept) {
      const value = key(batch);
      if (value === null) continue;
      const set = sets.get(value) ?? new Set<string>();
      set.add(batch.sessionId);
      sets.set(value, set);
    }
    return [...sets].map(([value, set]) => ({ value, sessions: set.size }));
  };

  const stays = new Map<string, number[]>();
  for (const { event, params } of of('page_stay')) {
    if (typeof params.duration !== 'number') continue;
    stays.set(event.pathname, [...(stays.get(event.pathname) ?? []), params.duration]);
  }

  // Searches by normalised query and locale.
  const searches = new Map<
    string,
    { query: string; locale: string; n: number; zero: number; lastZero: number; withHits: number }
  >();
  for (const { event, params } of of('search')) {
    const query = normalise(str(params, 'query'));
    if (query === '') continue;
    const locale = localeOf(params, event.pathname);
    const key = `${query}\n${locale}`;
    const entry = searches.get(key) ?? {
      query,
      locale,
      n: 0,
      zero: 0,
      lastZero: 0,
      withHits: 0,
    };
    entry.n += 1;
    if (params.hits === 0) {
      entry.zero += 1;
      entry.lastZero = Math.max(entry.lastZero, event.ts);
    }
    if (typeof params.hits === 'number' && params.hits > 0) entry.withHits += 1;
    searches.set(key, entry);
  }
  const opened = new Set(
    of('search_open').map(
      ({ event, params }) =>
        `${normalise(str(params, 'query'))}\n${localeOf(params, event.pathname)}`,
    ),
  );
  const list = [...searches.values()];

  const pages = new Map<
    string,
    {
      yes: number;
      no: number;
      comments: { vote: string; comment: string; ts: number; id: string }[];
    }
  >();
  for (const { event, params } of of('feedback')) {
    const page = pages.get(event.pathname) ?? { yes: 0, no: 0, comments: [] };
    pages.set(event.pathname, page);
    const vote = str(params, 'vote');
    const previous = str(params, 'previousVote');
    if (vote === 'yes') page.yes += 1;
    if (vote === 'no') page.no += 1;
    if (previous === 'yes') page.yes -= 1;
    if (previous === 'no') page.no -= 1;
    const comment = str(params, 'comment');
    if (comment !== '') page.comments.push({ vote, comment, ts: event.ts, id: event.event_id });
  }
  const helpfulness = [...pages]
    .map(([pathname, page]) => {
      const yes = Math.max(0, page.yes);
      const no = Math.max(0, page.no);
      return {
        pathname,
        yes,
        no,
        yesShare: yes + no > 0 ? yes / (yes + no) : null,
        comments: page.comments
          .sort((a, b) => b.ts - a.ts || cmp(b.id, a.id))
          .slice(0, 5)
          .map(({ vote, comment, ts }) => ({ vote, comment, ts })),
      };
    })
    .sort(
      (a, b) =>
        Number(a.yes + a.no === 0) - Number(b.yes + b.no === 0) ||
        (a.yesShare ?? 0) - (b.yesShare ?? 0) ||
        b.yes + b.no - (a.yes + a.no) ||
        cmp(a.pathname, b.pathname),
    )
    .slice(0, 50);

  const missing = new Map<string, { path: string; referrer: string; count: number }>();
  for (const { event, params } of of('not_found')) {
    const path = str(params, 'path') || event.pathname;
    const raw = str(params, 'referrer');
    const host = hostOf(raw);
    const referrer =
      raw === '' ? '' : host === '' || host === event.hostname.toLowerCase() ? raw : host;
    const key = `${path}\n${referrer}`;
    const entry = missing.get(key) ?? { path, referrer, count: 0 };
    entry.count += 1;
    missing.set(key, entry);
  }

  const clicks = (main: boolean) => {
    const byPlacement = new Map<string, number>();
    for (const { params } of of('outbound_click')) {
      if (main && (!options.mainSiteHost || hostOf(str(params, 'href')) !== options.mainSiteHost))
        continue;
      const placement = str(params, 'placement');
      count(
        byPlacement,
        ['navbar', 'footer', 'content', 'sidebar'].includes(placement) ? placement : 'other',
      );
    }
    return [...byPlacement]
      .map(([placement, clicks]) => ({ placement, clicks }))
      .sort((a, b) => b.clicks - a.clicks || cmp(a.placement, b.placement));
  };

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };

  return {
    events: kept.length,
    pageViews: of('page_enter').length,
    visitors: visitors.size,
    sessions: sessions.size,
    anonymousPageLoads: anonymous.size,
    searches: of('search').length,
    zeroResultSearches: of('search').filter(({ params }) => params.hits === 0).length,
    feedbackEvents: of('feedback').length,
    daily: [...days]
      .sort((a, b) => cmp(a[0], b[0]))
      .map(([day, d]) => ({
        day,
        pageViews: d.views,
        visitors: d.visitors.size,
        searches: d.searches,
        zeroResultSearches: d.zero,
      })),
    topPages: [...views]
      .map(([pathname, views]) => ({ pathname, views }))
      .sort((a, b) => b.views - a.views || cmp(a.pathname, b.pathname))
      .slice(0, 20),
    sessionReferrers: perSession((batch) => batch.sessionReferrer || null)
      .sort((a, b) => b.sessions - a.sessions || cmp(a.value, b.value))
      .map(({ value, sessions }) => ({ referrer: value, sessions })),
    utm: perSession((batch) =>
      batch.utmSource ? `${batch.utmSource}\n${batch.utmMedium}\n${batch.utmCampaign}` : null,
    )
      .sort((a, b) => b.sessions - a.sessions || cmp(a.value, b.value))
      .slice(0, 20)
      .map(({ value, sessions }) => {
        const [source = '', medium = '', campaign = ''] = value.split('\n');
        return { source, medium, campaign, sessions };
      }),
    lcT: perSession((batch) => batch.lcT || null)
      .sort((a, b) => b.sessions - a.sessions || cmp(a.value, b.value))
      .map(({ value, sessions }) => ({ value, sessions })),
    pageStay: [...stays]
      .map(([pathname, values]) => ({ pathname, medianMs: median(values), samples: values.length }))
      .sort((a, b) => b.samples - a.samples || cmp(a.pathname, b.pathname))
      .slice(0, 20),
    hostnames: [...new Set(kept.map(({ event }) => event.hostname).filter(Boolean))].sort(),
    topSearches: [...list]
      .sort((a, b) => b.n - a.n || cmp(a.query, b.query) || cmp(a.locale, b.locale))
      .slice(0, 20)
      .map((s) => ({ query: s.query, locale: s.locale, searches: s.n, zeroResults: s.zero })),
    zeroResultQueries: list
      .filter((s) => s.zero > 0)
      .sort(
        (a, b) =>
          b.zero - a.zero ||
          b.lastZero - a.lastZero ||
          cmp(a.query, b.query) ||
          cmp(a.locale, b.locale),
      )
      .slice(0, 50)
      .map((s) => ({ query: s.query, locale: s.locale, searches: s.zero, lastTs: s.lastZero })),
    unopenedSearches: list
      .filter((s) => s.withHits > 0 && !opened.has(`${s.query}\n${s.locale}`))
      .sort((a, b) => b.withHits - a.withHits || cmp(a.query, b.query) || cmp(a.locale, b.locale))
      .slice(0, 20)
      .map((s) => ({ query: s.query, locale: s.locale, searches: s.withHits })),
    helpfulness,
    missingPages: [...missing.values()]
      .sort((a, b) => b.count - a.count || cmp(a.path, b.path) || cmp(a.referrer, b.referrer))
      .slice(0, 50),
    mainSiteClicks: clicks(true),
    clicksByPlacement: clicks(false),
  };
}

/** A store's aggregates with the set-valued hostnames in order, to compare with reference(). */
export const comparable = (aggregates: Aggregates): Aggregates => ({
  ...aggregates,
  hostnames: [...aggregates.hostnames].sort(),
});
