/**
 * Locale-aware rendering of platform facts, shared by the fact tables. The
 * German pages get German number formatting (0,25 instead of 0.25); ja and ko
 * read the English labels until they are translated.
 */
export type FactsLocale = 'en' | 'de';

export function toFactsLocale(locale: string): FactsLocale {
  return locale === 'de' ? 'de' : 'en';
}

export function formatNumber(value: number, locale: FactsLocale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    maximumFractionDigits: 3,
  }).format(value);
}

/** A value with its unit, e.g. "5 GiB", "60 s", "0,036 €". */
export function withUnit(value: number, unit: string, locale: FactsLocale): string {
  return `${formatNumber(value, locale)}\u00a0${unit}`;
}

/** Text in the reader's language: one entry per supported facts locale. */
export type Localized = Record<FactsLocale, string>;
