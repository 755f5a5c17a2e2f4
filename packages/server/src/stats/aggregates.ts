/** What each sink computes for the stats, in its own query language. */
export interface Aggregates {
  events: number;
  /** page_enter events (all, whatever the consent). */
  pageViews: number;
  /** Distinct device ids of consenting batches (custom.consent 'granted' or unmarked). */
  visitors: number;
  /** Distinct session ids of consenting batches. */
  sessions: number;
  /** Distinct device ids of batches without consent (custom.consent 'none'): one per page load. */
  anonymousPageLoads: number;
  /** `search` events. */
  searches: number;
  /** `search` events with `hits` 0. */
  zeroResultSearches: number;
  /** `feedback` events (votes, changed votes and comments). */
  feedbackEvents: number;
  /** UTC days, ascending. Visitors count consenting batches only. */
  daily: {
    day: string;
    pageViews: number;
    visitors: number;
    searches: number;
    zeroResultSearches: number;
  }[];
  /** Most viewed paths first. */
  topPages: { pathname: string; views: number }[];
  /**
   * Visits by session referrer (raw URL), most first: distinct session ids, so a page load
   * without consent (its own session id) counts as one visit.
   */
  sessionReferrers: { referrer: string; sessions: number }[];
  /** Visits by utm source, medium and campaign, most first (distinct session ids). */
  utm: { source: string; medium: string; campaign: string; sessions: number }[];
  /** Visits by raw lc_t value, most first (distinct session ids). */
  lcT: { value: string; sessions: number }[];
  /** Median visible time (page_stay duration) per path, most samples first. */
  pageStay: { pathname: string; medianMs: number; samples: number }[];
  /** Hostnames the events were recorded on (to drop self-referrals). */
  hostnames: string[];
  /** Normalised queries (normalizeQuery) by locale, most searched first. */
  topSearches: { query: string; locale: string; searches: number; zeroResults: number }[];
  /** Queries that found nothing: the pages to write. Most first, then latest. */
  zeroResultQueries: { query: string; locale: string; searches: number; lastTs: number }[];
  /** Queries with hits where no `search_open` of the same query and locale followed. */
  unopenedSearches: { query: string; locale: string; searches: number }[];
  /**
   * Pages with feedback: net yes and no votes (a changed vote replaces the one
   * it names), least helpful first; the latest comments (at most 5) with their vote.
   */
  helpfulness: {
    pathname: string;
    yes: number;
    no: number;
    /** yes / (yes + no), null without votes. */
    yesShare: number | null;
    comments: { vote: string; comment: string; ts: number }[];
  }[];
  /**
   * not_found events by missing path and referrer: the full referrer when it
   * is a page of this site (the broken link to fix), else the referring host,
   * '' when there was none.
   */
  missingPages: { path: string; referrer: string; count: number }[];
  /** outbound_click events to the main site's host, by placement ('other' when unset). */
  mainSiteClicks: { placement: string; clicks: number }[];
  /** All outbound_click events by placement. */
  clicksByPlacement: { placement: string; clicks: number }[];
}

/** Narrows the stats: locale (params.locale, else the path's) and a pathname prefix. */
export interface StatsFilter {
  locale?: string;
  pathPrefix?: string;
  /** The main site's host (lower case), for `mainSiteClicks`; none: that list is empty. */
  mainSiteHost?: string;
}

/** How many rows each top list keeps. */
export const topListSize = 20;

/** The longer lists a docs team works through (queries without results, missing pages, pages by helpfulness). */
export const workListSize = 50;

/** Comments shown per page. */
export const commentsPerPage = 5;

/** The page_stay parameter holding the visible time in ms (see the tracker's page plugin). */
export const pageStayDurationParam = 'duration';

/** Placements of outbound_click (params.placement); anything else, or none, is 'other'. */
export const clickPlacements = ['navbar', 'footer', 'content', 'sidebar'] as const;

/**
 * The query as counted: ASCII whitespace runs collapsed to one space,
 * trimmed, lower-cased. ClickHouse computes the same with lowerUTF8 and
 * replaceRegexpAll; SQLite calls this function (its lower() is ASCII-only).
 */
export function normalizeQuery(query: string): string {
  return query
    .replace(/[ \t\n\r\f\v]+/g, ' ')
    .replace(/^ | $/g, '')
    .toLowerCase();
}

/** The lower-case host of a URL, '' when it is no absolute URL. */
export function urlHost(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** Adds the search counts of each day to the page view days (both ascending). */
export function mergeDaily(
  views: { day: string; pageViews: number; visitors: number }[],
  searches: { day: string; searches: number; zeroResultSearches: number }[],
): Aggregates['daily'] {
  const days = new Map<string, Aggregates['daily'][number]>();
  for (const row of views) {
    days.set(row.day, { ...row, searches: 0, zeroResultSearches: 0 });
  }
  for (const row of searches) {
    const day = days.get(row.day) ?? { day: row.day, pageViews: 0, visitors: 0 };
    days.set(row.day, {
      ...day,
      searches: row.searches,
      zeroResultSearches: row.zeroResultSearches,
    });
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
