import {
  clickPlacements,
  commentsPerPage,
  mergeDaily,
  pageStayDurationParam,
  topListSize,
  workListSize,
  type Aggregates,
  type StatsFilter,
} from '../stats/aggregates.js';
import { attachComments } from './aggregate-shared.js';

/**
 * The stats of the SQLite store, in SQLite's SQL. The queries run in two
 * reader threads (sqlite-aggregate-thread.ts; each its own connection, WAL
 * lets them read while the writer commits).
 */
export interface AggregateQuery {
  sql: string;
  args: Record<string, unknown>;
  one?: boolean;
  /** Rows (pathname, ms) in order: the worker reduces them to each path's median. */
  median?: boolean;
  /** Which reader thread runs it (each runs its queries in one read transaction). */
  lane?: number;
}

/** page_stay events with a numeric duration, and that duration: the partial index events_stay. */
export const isStay = `event = 'page_stay' AND json_type(params, '$.${pageStayDurationParam}') IN ('integer', 'real')`;
export const stayDuration = `json_extract(params, '$.${pageStayDurationParam}')`;

/** The events the insight sections read: the partial index events_insight (queries repeat the term). */
export const insightEvents = ['search', 'search_open', 'feedback', 'not_found', 'outbound_click'];
export const isInsight = `event IN (${insightEvents.map((event) => `'${event}'`).join(', ')})`;

/** A string parameter of the event ('' when missing or not a string). */
const text = (key: string) =>
  `(CASE WHEN json_type(params, '$.${key}') = 'text' THEN json_extract(params, '$.${key}') ELSE '' END)`;
const isNumber = (key: string) => `json_type(params, '$.${key}') IN ('integer', 'real')`;
const zeroHits = `(${isNumber('hits')} AND json_extract(params, '$.hits') = 0)`;
const withHits = `(${isNumber('hits')} AND json_extract(params, '$.hits') > 0)`;
const placement = `(CASE WHEN ${text('placement')} IN (${clickPlacements.map((p) => `'${p}'`).join(', ')}) THEN ${text('placement')} ELSE 'other' END)`;
/** The UTC day number of ts (the events_batch index has it), and as a date. */
const dayNumber = 'ts / 86400000';
const dayText = (number: string) => `date(${number} * 86400, 'unixepoch')`;

/** Builds the queries, runs them in one read transaction (one snapshot), shapes the result. */
export async function runAggregate(
  run: (queries: AggregateQuery[], lane: number) => Promise<unknown[]>,
  sinceMs: number,
  untilMs: number,
  filter: StatsFilter,
): Promise<Aggregates> {
  const args: Record<string, unknown> = {
    since: sinceMs,
    until: untilMs,
    limit: topListSize,
    work: workListSize,
    comments: commentsPerPage,
  };
  let range = 'ts >= @since AND ts < @until';
  if (filter.locale !== undefined) {
    range += ' AND locale = @locale';
    args.locale = filter.locale;
  }
  if (filter.pathPrefix !== undefined) {
    range += ' AND substr(pathname, 1, length(@prefix)) = @prefix';
    args.prefix = filter.pathPrefix;
  }
  args.mainHost = filter.mainSiteHost ?? '';
  const of = (event: string) =>
    `FROM event_rows INDEXED BY events_insight WHERE event = '${event}' AND ${isInsight} AND ${range}`;
  const feedback = (where = '') =>
    `SELECT pathname, ${text('vote')} AS vote, ${text('previousVote')} AS prev,
            ${text('comment')} AS comment, ts ${of('feedback')} ${where}`;
  const clicks = (where: string) =>
    `SELECT placement, count(*) AS clicks
       FROM (SELECT ${placement} AS placement, ${text('href')} AS href ${of('outbound_click')})
      ${where} GROUP BY placement ORDER BY clicks DESC, placement`;

  const queries: Record<string, AggregateQuery> = {
    // One pass over events_batch: per batch and day, then per device (batches) and day, then
    // the totals and the days from that.
    devices: {
      sql: `WITH e AS MATERIALIZED (
              SELECT batch, ${dayNumber} AS day, count(*) AS events,
                     sum(event = 'page_enter') AS views, sum(event = 'search') AS searches,
                     sum(event = 'feedback') AS feedback
                FROM event_rows INDEXED BY events_batch WHERE ${range}
               GROUP BY batch, ${dayNumber}),
            d AS MATERIALIZED (
              SELECT b.device_id, e.day, sum(e.events) AS events, sum(e.views) AS views,
                     sum(e.searches) AS searches, sum(e.feedback) AS feedback,
                     max(b.consent != 'none') AS consenting, max(b.consent = 'none') AS anonymous
                FROM e JOIN batches b ON b.id = e.batch
               GROUP BY b.device_id, e.day)
            SELECT '' AS day, sum(events) AS events, sum(views) AS pageViews,
                   sum(searches) AS searches, sum(feedback) AS feedbackEvents,
                   count(DISTINCT CASE WHEN consenting THEN device_id END) AS visitors,
                   count(DISTINCT CASE WHEN anonymous THEN device_id END) AS anonymousPageLoads
              FROM d
            UNION ALL
            SELECT * FROM (SELECT ${dayText('day')}, 0, sum(views), 0, 0, sum(consenting), 0
                             FROM d GROUP BY day ORDER BY day)`,
      args,
    },
    // One pass over events_batch: each batch's hosts, then each session (batches) with its
    // referrer, campaign and host.
    sessions: {
      sql: `WITH e AS MATERIALIZED (
              SELECT batch, hostname FROM event_rows INDEXED BY events_batch WHERE ${range}
               GROUP BY batch, hostname),
            s AS MATERIALIZED (
              SELECT b.session_id, b.session_referrer, b.utm_source, b.utm_medium,
                     b.utm_campaign, b.lc_t, e.hostname, max(b.consent != 'none') AS consenting
                FROM e JOIN batches b ON b.id = e.batch
               GROUP BY b.session_id, b.session_referrer, b.utm_source, b.utm_medium,
                        b.utm_campaign, b.lc_t, e.hostname)
            SELECT 'sessions' AS kind, '' AS a, '' AS b, '' AS c,
                   count(DISTINCT CASE WHEN consenting THEN session_id END) AS n FROM s
            UNION ALL
            SELECT * FROM (SELECT 'referrer', session_referrer, '', '', count(DISTINCT session_id) AS n
                             FROM s WHERE session_referrer != '' GROUP BY session_referrer
                            ORDER BY n DESC, session_referrer LIMIT 1000)
            UNION ALL
            SELECT * FROM (SELECT 'utm', utm_source, utm_medium, utm_campaign,
                                  count(DISTINCT session_id) AS n
                             FROM s WHERE utm_source != ''
                            GROUP BY utm_source, utm_medium, utm_campaign
                            ORDER BY n DESC, utm_source LIMIT @limit)
            UNION ALL
            SELECT * FROM (SELECT 'lcT', lc_t, '', '', count(DISTINCT session_id) AS n
                             FROM s WHERE lc_t != '' GROUP BY lc_t ORDER BY n DESC, lc_t LIMIT 1000)
            UNION ALL
            SELECT * FROM (SELECT DISTINCT 'hostname', hostname, '', '', 0 FROM s WHERE hostname != '')`,
      args,
    },
    searchDaily: {
      sql: `SELECT ${dayText(dayNumber)} AS day, count(*) AS searches,
                   sum(${zeroHits}) AS zeroResultSearches
              ${of('search')} GROUP BY ${dayNumber} ORDER BY ${dayNumber}`,
      args,
    },
    topPages: {
      sql: `SELECT pathname, count(*) AS views FROM event_rows INDEXED BY events_view
             WHERE event = 'page_enter' AND ${range}
             GROUP BY pathname ORDER BY views DESC, pathname LIMIT @limit`,
      args,
    },
    // Exact median per path (the middle one or two durations), from the ordered index.
    pageStay: {
      median: true,
      sql: `SELECT pathname, ${stayDuration} AS ms FROM event_rows INDEXED BY events_stay
             WHERE ${isStay} AND ${range} ORDER BY pathname, ${stayDuration}`,
      args,
    },
    // One pass over the searches, grouped by normalised query and locale, for all three lists.
    searches: {
      sql: `WITH s AS MATERIALIZED (
              SELECT query, locale, count(*) AS searches, sum(zero) AS zero,
                     max(CASE WHEN zero THEN ts END) AS lastZeroTs, sum(withHits) AS withHits
                FROM (SELECT norm_query(${text('query')}) AS query, locale, ts,
                             ${zeroHits} AS zero, ${withHits} AS withHits ${of('search')})
               WHERE query != '' GROUP BY query, locale),
            o AS MATERIALIZED (
              SELECT DISTINCT norm_query(${text('query')}) AS query, locale ${of('search_open')})
            SELECT * FROM (SELECT 'top' AS kind, query, locale, searches AS n, zero AS m FROM s
                            ORDER BY searches DESC, query, locale LIMIT @limit)
            UNION ALL
            SELECT * FROM (SELECT 'zero', query, locale, zero, lastZeroTs FROM s WHERE zero > 0
                            ORDER BY zero DESC, lastZeroTs DESC, query, locale LIMIT @work)
            UNION ALL
            SELECT * FROM (SELECT 'unopened', s.query, s.locale, s.withHits, 0
                             FROM s LEFT JOIN o ON o.query = s.query AND o.locale = s.locale
                            WHERE s.withHits > 0 AND o.query IS NULL
                            ORDER BY s.withHits DESC, s.query, s.locale LIMIT @limit)`,
      args,
    },
    helpfulness: {
      sql: `SELECT pathname, yes, no, CASE WHEN yes + no > 0 THEN 1.0 * yes / (yes + no) END AS yesShare
              FROM (SELECT pathname, max(0, sum(vote = 'yes') - sum(prev = 'yes')) AS yes,
                           max(0, sum(vote = 'no') - sum(prev = 'no')) AS no
                      FROM (${feedback()}) GROUP BY pathname)
             ORDER BY yes + no = 0, yesShare, yes + no DESC, pathname LIMIT @work`,
      args,
    },
    // The latest comments of each page (ties: the larger event id first, as in ClickHouse).
    comments: {
      sql: `SELECT pathname, vote, comment, ts FROM (
              SELECT pathname, vote, comment, ts,
                     row_number() OVER (PARTITION BY pathname ORDER BY ts DESC, event_id DESC) AS i
                FROM (SELECT pathname, ${text('vote')} AS vote, ${text('comment')} AS comment, ts,
                             event_id FROM event_rows INDEXED BY events_insight
                       WHERE event = 'feedback' AND ${isInsight} AND ${range} AND ${text('comment')} != ''))
             WHERE i <= @comments ORDER BY pathname, i`,
      args,
    },
    missingPages: {
      sql: `SELECT path, referrer, count(*) AS count FROM (
              SELECT path, CASE WHEN r = '' THEN '' WHEN url_host(r) = '' THEN r
                                WHEN url_host(r) = lower(hostname) THEN r ELSE url_host(r) END AS referrer
                FROM (SELECT CASE WHEN ${text('path')} != '' THEN ${text('path')} ELSE pathname END AS path,
                             ${text('referrer')} AS r, hostname
                        FROM event_rows INDEXED BY events_insight
                       WHERE event = 'not_found' AND ${isInsight} AND ${range}))
             GROUP BY path, referrer ORDER BY count DESC, path, referrer LIMIT @work`,
      args,
    },
    mainSiteClicks: {
      sql: clicks(`WHERE @mainHost != '' AND url_host(href) = @mainHost`),
      args,
    },
    clicksByPlacement: { sql: clicks(''), args },
  };
  // Two lanes of about equal work: the device pass and the searches beside the session pass
  // and the median.
  for (const name of ['sessions', 'pageStay', 'topPages', 'missingPages', 'searchDaily']) {
    queries[name]!.lane = 1;
  }
  const names = Object.keys(queries);
  const lanes = [0, 1].map((lane) => names.filter((name) => (queries[name]!.lane ?? 0) === lane));
  const answers = await Promise.all(
    lanes.map((list, lane) =>
      run(
        list.map((name) => queries[name]!),
        lane,
      ),
    ),
  );
  const r = Object.fromEntries(
    lanes.flatMap((list, lane) => list.map((name, index) => [name, answers[lane]![index]])),
  ) as Record<
    string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    any
  >;
  type Row = Record<string, string | number | null>;
  const [totals, ...days] = r.devices as Row[];
  const sessions = r.sessions as { kind: string; a: string; b: string; c: string; n: number }[];
  const kind = (name: string) => sessions.filter((row) => row.kind === name);
  const searches = r.searches as {
    kind: string;
    query: string;
    locale: string;
    n: number;
    m: number;
  }[];
  const searchList = (name: string) => searches.filter((row) => row.kind === name);
  const searchDaily = r.searchDaily as {
    day: string;
    searches: number;
    zeroResultSearches: number;
  }[];
  const count = (value: unknown) => Number(value ?? 0);
  return {
    events: count(totals?.events),
    pageViews: count(totals?.pageViews),
    visitors: count(totals?.visitors),
    sessions: count(kind('sessions')[0]?.n),
    anonymousPageLoads: count(totals?.anonymousPageLoads),
    searches: count(totals?.searches),
    zeroResultSearches: searchDaily.reduce((sum, row) => sum + row.zeroResultSearches, 0),
    feedbackEvents: count(totals?.feedbackEvents),
    daily: mergeDaily(
      days.map((row) => ({
        day: String(row.day),
        pageViews: count(row.pageViews),
        visitors: count(row.visitors),
      })),
      searchDaily,
    ),
    topPages: r.topPages,
    sessionReferrers: kind('referrer').map((row) => ({ referrer: row.a, sessions: row.n })),
    utm: kind('utm').map((row) => ({
      source: row.a,
      medium: row.b,
      campaign: row.c,
      sessions: row.n,
    })),
    lcT: kind('lcT').map((row) => ({ value: row.a, sessions: row.n })),
    pageStay: r.pageStay,
    hostnames: kind('hostname').map((row) => row.a),
    topSearches: searchList('top').map((row) => ({
      query: row.query,
      locale: row.locale,
      searches: row.n,
      zeroResults: row.m,
    })),
    zeroResultQueries: searchList('zero').map((row) => ({
      query: row.query,
      locale: row.locale,
      searches: row.n,
      lastTs: row.m,
    })),
    unopenedSearches: searchList('unopened').map((row) => ({
      query: row.query,
      locale: row.locale,
      searches: row.n,
    })),
    helpfulness: attachComments(r.helpfulness, r.comments),
    missingPages: r.missingPages,
    mainSiteClicks: r.mainSiteClicks,
    clicksByPlacement: r.clicksByPlacement,
  };
}
