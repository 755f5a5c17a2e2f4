import { locales } from '../locales.js';

const units: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** "7d", "24h", "30m", "2w" before `now`, or an ISO date ("2026-01-31"). */
export function parseSince(value: string, now = Date.now()): number {
  const relative = /^(\d+)([mhdw])$/.exec(value.trim());
  if (relative) return now - Number(relative[1]) * (units[relative[2] as string] as number);
  const absolute = Date.parse(value);
  if (/^\d{4}-\d{2}-\d{2}/.test(value) && Number.isFinite(absolute)) return absolute;
  throw new Error(`--since "${value}": use e.g. 7d, 24h, 30m, 2w or a date like 2026-01-31`);
}

/** The locales a filter may name (params.locale, else the path's first segment). */
export const filterLocales = locales;

/**
 * `--locale de --path /de/service` (and the dashboard's query parameters):
 * a known locale, and a path prefix starting with "/". Empty values mean no filter.
 */
export function parseStatsFilter(values: { locale?: string | null; path?: string | null }): {
  locale?: string;
  pathPrefix?: string;
} {
  const filter: { locale?: string; pathPrefix?: string } = {};
  const locale = values.locale?.trim().toLowerCase();
  if (locale) {
    if (!(filterLocales as readonly string[]).includes(locale)) {
      throw new Error(`--locale "${values.locale}": use one of ${filterLocales.join(', ')}`);
    }
    filter.locale = locale;
  }
  const path = values.path?.trim();
  if (path) {
    if (!path.startsWith('/') || path.length > 2000) {
      throw new Error(`--path "${values.path}": a path prefix starts with / (e.g. /de/service)`);
    }
    filter.pathPrefix = path;
  }
  return filter;
}
