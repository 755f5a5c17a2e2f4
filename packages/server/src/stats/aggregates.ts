/** What each sink computes for the stats, in its own query language. */
export interface Aggregates {
  events: number;
  /** page_enter events. */
  pageViews: number;
  /** Distinct device ids. */
  visitors: number;
  sessions: number;
  /** UTC days, ascending. */
  daily: { day: string; pageViews: number; visitors: number }[];
  /** Most viewed paths first. */
  topPages: { pathname: string; views: number }[];
  /** Sessions by session referrer (raw URL), most first. */
  sessionReferrers: { referrer: string; sessions: number }[];
  /** Sessions by utm source, medium and campaign, most first. */
  utm: { source: string; medium: string; campaign: string; sessions: number }[];
  /** Sessions by raw lc_t value, most first. */
  lcT: { value: string; sessions: number }[];
  /** Median visible time (page_stay duration) per path, most samples first. */
  pageStay: { pathname: string; medianMs: number; samples: number }[];
  /** Hostnames the events were recorded on (to drop self-referrals). */
  hostnames: string[];
}

/** How many rows each top list keeps. */
export const topListSize = 20;

/** The page_stay parameter holding the visible time in ms (see the tracker's page plugin). */
export const pageStayDurationParam = 'duration';
