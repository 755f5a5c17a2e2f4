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
import { quote } from './clickhouse-client.js';

/** A string parameter of the event ('' when missing or not a string). */
const text = (key: string) => `visitParamExtractString(params, '${key}')`;
/** normalizeQuery() of stats/aggregates.ts: ASCII whitespace collapsed, trimmed, lowerUTF8. */
const normalized = (value: string) =>
  String.raw`lowerUTF8(replaceRegexpAll(replaceRegexpAll(${value}, '[ \\t\\n\\r\\f\\v]+', ' '), '^ | $', ''))`;
// JSON.stringify writes the number 0 (and -0, 0.0) as "0".
const zeroHits = `(visitParamExtractRaw(params, 'hits') = '0')`;
const withHits = `(visitParamExtractFloat(params, 'hits') > 0)`;
const placement = `if(${text('placement')} IN (${clickPlacements.map((p) => `'${p}'`).join(', ')}), ${text('placement')}, 'other')`;
// The UTC day (SQLite's date(…, 'unixepoch')), whatever the server's time zone.
const day = "toString(toDate('1970-01-01') + intDiv(ts, 86400000))";

const num = (value: unknown) => Number(value);

/**
 * The stats of the ClickHouse store, in ClickHouse's SQL (18.16 and later:
 * no window functions, no startsWith, no JSONExtract; visitParam* read the
 * tracker's flat params). Reads with FINAL, so a duplicate never counts twice.
 */
export async function clickhouseAggregate(
  rows: <T>(query: string) => Promise<T[]>,
  table: string,
  sinceMs: number,
  untilMs: number,
  filter: StatsFilter,
): Promise<Aggregates> {
  let where = `ts >= ${Math.floor(sinceMs)} AND ts < ${Math.floor(untilMs)}`;
  if (filter.locale !== undefined) where += ` AND locale = ${quote(filter.locale)}`;
  if (filter.pathPrefix !== undefined) {
    const prefix = quote(filter.pathPrefix);
    where += ` AND substring(pathname, 1, length(${prefix})) = ${prefix}`;
  }
  const from = `${table} FINAL WHERE ${where}`;
  const of = (event: string) => `FROM ${from} AND event = '${event}'`;
  const searches = `SELECT ${normalized(text('query'))} AS query, locale, ts,
                           ${zeroHits} AS zero, ${withHits} AS withHits ${of('search')}`;
  const feedback = `SELECT pathname, ${text('vote')} AS vote, ${text('previousVote')} AS prev,
                           ${text('comment')} AS comment, ts, event_id ${of('feedback')}`;
  const clicks = (condition: string) =>
    `SELECT placement, count() AS clicks
       FROM (SELECT ${placement} AS placement, ${text('href')} AS href ${of('outbound_click')})
      WHERE ${condition} GROUP BY placement ORDER BY clicks DESC, placement`;
  const mainHost = filter.mainSiteHost ?? '';

  const [
    [totals],
    daily,
    searchDaily,
    topPages,
    sessionReferrers,
    utm,
    lcT,
    pageStay,
    hostnames,
    topSearches,
    zeroResultQueries,
    unopenedSearches,
    helpfulness,
    comments,
    missingPages,
    mainSiteClicks,
    clicksByPlacement,
  ] = await Promise.all([
    rows<Record<string, string>>(
      `SELECT count() AS events, countIf(event = 'page_enter') AS pageViews,
              uniqExactIf(device_id, consent != 'none') AS visitors,
              uniqExactIf(session_id, consent != 'none') AS sessions,
              uniqExactIf(device_id, consent = 'none') AS anonymousPageLoads,
              countIf(event = 'search') AS searches, countIf(event = 'feedback') AS feedbackEvents
         FROM ${from}`,
    ),
    rows<Record<string, string>>(
      `SELECT ${day} AS day, countIf(event = 'page_enter') AS pageViews,
              uniqExactIf(device_id, consent != 'none') AS visitors
         FROM ${from} GROUP BY day ORDER BY day`,
    ),
    rows<Record<string, string>>(
      `SELECT ${day} AS day, count() AS searches, countIf(${zeroHits}) AS zeroResultSearches
         ${of('search')} GROUP BY day ORDER BY day`,
    ),
    rows<Record<string, string>>(
      `SELECT pathname, count() AS views ${of('page_enter')}
        GROUP BY pathname ORDER BY views DESC, pathname LIMIT ${topListSize}`,
    ),
    rows<Record<string, string>>(
      `SELECT session_referrer AS referrer, uniqExact(session_id) AS sessions FROM ${from}
        AND session_referrer != '' GROUP BY referrer ORDER BY sessions DESC, referrer LIMIT 1000`,
    ),
    rows<Record<string, string>>(
      `SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign,
              uniqExact(session_id) AS sessions FROM ${from} AND utm_source != ''
        GROUP BY source, medium, campaign ORDER BY sessions DESC, source LIMIT ${topListSize}`,
    ),
    rows<Record<string, string>>(
      `SELECT lc_t AS value, uniqExact(session_id) AS sessions FROM ${from} AND lc_t != ''
        GROUP BY value ORDER BY sessions DESC, value LIMIT 1000`,
    ),
    // Exact median of each path: mean of the middle two of the sorted durations.
    rows<Record<string, string>>(
      `SELECT pathname, length(d) AS samples,
              if(samples % 2 = 1, d[intDiv(samples, 2) + 1],
                 (d[intDiv(samples, 2)] + d[intDiv(samples, 2) + 1]) / 2) AS medianMs
         FROM (SELECT pathname, arraySort(groupArray(visitParamExtractFloat(params, '${pageStayDurationParam}'))) AS d
                 ${of('page_stay')} AND visitParamHas(params, '${pageStayDurationParam}')
                GROUP BY pathname)
        ORDER BY samples DESC, pathname LIMIT ${topListSize}`,
    ),
    rows<{ hostname: string }>(`SELECT DISTINCT hostname FROM ${from} AND hostname != ''`),
    rows<Record<string, string>>(
      `SELECT query, locale, count() AS searches, countIf(zero) AS zeroResults
         FROM (${searches}) WHERE query != ''
        GROUP BY query, locale ORDER BY searches DESC, query, locale LIMIT ${topListSize}`,
    ),
    rows<Record<string, string>>(
      `SELECT query, locale, count() AS searches, max(ts) AS lastTs
         FROM (${searches}) WHERE query != '' AND zero
        GROUP BY query, locale ORDER BY searches DESC, lastTs DESC, query, locale LIMIT ${workListSize}`,
    ),
    rows<Record<string, string>>(
      `SELECT query, locale, count() AS searches
         FROM (${searches})
        WHERE query != '' AND withHits
          AND (query, locale) NOT IN (SELECT ${normalized(text('query'))}, locale ${of('search_open')})
        GROUP BY query, locale ORDER BY searches DESC, query, locale LIMIT ${topListSize}`,
    ),
    rows<{ pathname: string; yes: string; no: string; yesShare: number | null }>(
      `SELECT pathname, yes, no, if(yes + no > 0, yes / (yes + no), NULL) AS yesShare
         FROM (SELECT pathname,
                      greatest(0, toInt64(countIf(vote = 'yes')) - toInt64(countIf(prev = 'yes'))) AS yes,
                      greatest(0, toInt64(countIf(vote = 'no')) - toInt64(countIf(prev = 'no'))) AS no
                 FROM (${feedback}) GROUP BY pathname)
        ORDER BY yes + no = 0, yesShare, yes + no DESC, pathname LIMIT ${workListSize}`,
    ),
    rows<{ pathname: string; vote: string; comment: string; ts: number }>(
      `SELECT pathname, vote, comment, ts FROM (${feedback}) WHERE comment != ''
        ORDER BY pathname, ts DESC, event_id DESC LIMIT ${commentsPerPage} BY pathname`,
    ),
    rows<Record<string, string>>(
      `SELECT path, referrer, count() AS count
         FROM (SELECT if(${text('path')} != '', ${text('path')}, pathname) AS path,
                      ${text('referrer')} AS r, lower(domain(r)) AS h,
                      multiIf(r = '', '', h = '', r, h = lower(hostname), r, h) AS referrer
                 ${of('not_found')})
        GROUP BY path, referrer ORDER BY count DESC, path, referrer LIMIT ${workListSize}`,
    ),
    mainHost === ''
      ? Promise.resolve([])
      : rows<Record<string, string>>(clicks(`lower(domain(href)) = ${quote(mainHost)}`)),
    rows<Record<string, string>>(clicks('1')),
  ]);
  const byDay = searchDaily.map((row) => ({
    day: row.day as string,
    searches: num(row.searches),
    zeroResultSearches: num(row.zeroResultSearches),
  }));
  const clickRows = (list: Record<string, string>[]) =>
    list.map((row) => ({ placement: row.placement as string, clicks: num(row.clicks) }));
  const key = (row: Record<string, string>) => ({
    query: row.query as string,
    locale: row.locale as string,
  });
  return {
    events: num(totals?.events ?? 0),
    pageViews: num(totals?.pageViews ?? 0),
    visitors: num(totals?.visitors ?? 0),
    sessions: num(totals?.sessions ?? 0),
    anonymousPageLoads: num(totals?.anonymousPageLoads ?? 0),
    searches: num(totals?.searches ?? 0),
    zeroResultSearches: byDay.reduce((sum, row) => sum + row.zeroResultSearches, 0),
    feedbackEvents: num(totals?.feedbackEvents ?? 0),
    daily: mergeDaily(
      daily.map((row) => ({
        day: row.day as string,
        pageViews: num(row.pageViews),
        visitors: num(row.visitors),
      })),
      byDay,
    ),
    topPages: topPages.map((row) => ({ pathname: row.pathname as string, views: num(row.views) })),
    sessionReferrers: sessionReferrers.map((row) => ({
      referrer: row.referrer as string,
      sessions: num(row.sessions),
    })),
    utm: utm.map((row) => ({
      source: row.source ?? '',
      medium: row.medium ?? '',
      campaign: row.campaign ?? '',
      sessions: num(row.sessions),
    })),
    lcT: lcT.map((row) => ({ value: row.value as string, sessions: num(row.sessions) })),
    pageStay: pageStay.map((row) => ({
      pathname: row.pathname as string,
      medianMs: num(row.medianMs),
      samples: num(row.samples),
    })),
    hostnames: hostnames.map((row) => row.hostname),
    topSearches: topSearches.map((row) => ({
      ...key(row),
      searches: num(row.searches),
      zeroResults: num(row.zeroResults),
    })),
    zeroResultQueries: zeroResultQueries.map((row) => ({
      ...key(row),
      searches: num(row.searches),
      lastTs: num(row.lastTs),
    })),
    unopenedSearches: unopenedSearches.map((row) => ({
      ...key(row),
      searches: num(row.searches),
    })),
    helpfulness: attachComments(
      helpfulness.map((row) => ({
        pathname: row.pathname,
        yes: num(row.yes),
        no: num(row.no),
        yesShare: row.yesShare === null ? null : num(row.yesShare),
      })),
      comments,
    ),
    missingPages: missingPages.map((row) => ({
      path: row.path as string,
      referrer: row.referrer as string,
      count: num(row.count),
    })),
    mainSiteClicks: clickRows(mainSiteClicks),
    clicksByPlacement: clickRows(clicksByPlacement),
  };
}
