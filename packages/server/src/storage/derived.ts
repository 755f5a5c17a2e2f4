import { defaultLocale, locales } from '../locales.js';

/**
 * Values each stored row carries beside its payload, derived from it at
 * insert time (SQLite columns, ClickHouse MATERIALIZED columns computing the
 * same from the stored JSON; see README "Consent" and "Filters").
 */

/**
 * The batch's consent mark (`custom.consent`): `'none'` for a reader without
 * consent (ids new per page load), `'granted'`, or `''` for batches from
 * before the mark (counted as consenting). Only strings are taken.
 */
export function consentOf(custom: unknown): string {
  const value = (custom as Record<string, unknown> | null | undefined)?.consent;
  return typeof value === 'string' ? value : '';
}

/** The locale a path belongs to: its first segment when that is another locale, else the default. */
export function localeOfPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== defaultLocale && locales.includes(first) ? first : defaultLocale;
}

/**
 * The event's locale: its `params.locale` when that is a non-empty string
 * (the insight events carry it), else derived from the page's path.
 */
export function localeOf(params: unknown, pathname: string): string {
  const value = (params as Record<string, unknown> | null | undefined)?.locale;
  return typeof value === 'string' && value !== '' ? value : localeOfPath(pathname);
}
