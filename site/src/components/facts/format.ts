/**
 * Locale-aware rendering of platform facts, shared by the fact tables. The
 * German pages get German number formatting (0,25 instead of 0.25); ja and ko
 * read the English labels until they are translated.
 */
export type FactsLocale = 'en' | 'de';

export function toFactsLocale(locale: string): FactsLocale {
  return locale === 'de' ? 'de' : 'en';
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A shared Intl.NumberFormat per locale and options: creating one costs
 * milliseconds (tens on a slow phone), and a page renders many numbers while
 * it hydrates.
 */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined)
    numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function formatNumber(value: number, locale: FactsLocale): string {
  return numberFormat(locale === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 3 }).format(
    value,
  );
}

/** A value with its unit, e.g. "5 GiB", "60 s", "0,036 €". */
export function withUnit(value: number, unit: string, locale: FactsLocale): string {
  return `${formatNumber(value, locale)}\u00a0${unit}`;
}

export type DurationUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * A duration with its unit in words, singular or plural as the language
 * wants it ("1 Stunde", "2 Stunden", "1 hour"): Intl knows the plural rules.
 */
export function formatDuration(value: number, unit: DurationUnit, locale: FactsLocale): string {
  return numberFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 3,
  })
    .format(value)
    .replace(' ', '\u00a0');
}

/** Text in the reader's language: one entry per supported facts locale. */
export type Localized = Record<FactsLocale, string>;
