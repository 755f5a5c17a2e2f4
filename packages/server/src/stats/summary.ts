import { LC_T_SOURCES } from '@nubiva/tracker/constants';
import type { Aggregates } from './aggregates.js';
import { topListSize } from './aggregates.js';

export interface StatsSummary extends Omit<Aggregates, 'sessionReferrers' | 'lcT' | 'hostnames'> {
  since: number;
  until: number;
  /** The filter the numbers were computed with (locale, path prefix). */
  filter?: { locale?: string; pathPrefix?: string };
  /** Sessions by referring host, self-referrals left out. */
  referrers: { host: string; sessions: number }[];
  /** Sessions by lc_t source (devto, medium…). */
  lcTSources: { source: string; sessions: number }[];
}

/** The source of an lc_t value (docs/requirements.md#campaign-params): its first part, split on "_", named by the tracker's table. */
export function lcTSource(value: string): string {
  const first = value.split('_')[0] ?? '';
  return LC_T_SOURCES[first] ?? first;
}

function hostOf(referrer: string): string {
  try {
    return new URL(referrer).host || referrer;
  } catch {
    return referrer;
  }
}

function sumBy<T>(rows: T[], key: (row: T) => string, value: (row: T) => number) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + value(row));
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, topListSize);
}

export function summarize(
  aggregates: Aggregates,
  since: number,
  until: number,
  filter?: StatsSummary['filter'],
): StatsSummary {
  const ownHosts = new Set(aggregates.hostnames.map((host) => host.toLowerCase()));
  const external = aggregates.sessionReferrers.filter(
    (row) => !ownHosts.has(hostOf(row.referrer).split(':')[0]?.toLowerCase() ?? ''),
  );
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { sessionReferrers, lcT, hostnames, ...rest } = aggregates;
  return {
    ...rest,
    since,
    until,
    ...(filter && (filter.locale !== undefined || filter.pathPrefix !== undefined)
      ? { filter: { locale: filter.locale, pathPrefix: filter.pathPrefix } }
      : {}),
    referrers: sumBy(
      external,
      (row) => hostOf(row.referrer),
      (row) => row.sessions,
    ).map(([host, sessions]) => ({ host, sessions })),
    lcTSources: sumBy(
      aggregates.lcT,
      (row) => lcTSource(row.value),
      (row) => row.sessions,
    ).map(([source, sessions]) => ({ source, sessions })),
  };
}
