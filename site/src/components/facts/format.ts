/**
 * Locale-aware rendering of platform facts, shared by the fact tables and the
 * fact components in running text. Every locale of the site has its own
 * texts: a component's labels are {@link Localized} records with one entry per
 * locale, so a missing translation does not compile. Numbers, durations,
 * prices and lists are formatted by Intl for the locale (0,25 and "1 Stunde"
 * in German, "1 時間" in Japanese, "1시간" in Korean).
 */
import { defaultLocale, locales, type Locale } from '../../data/site';

/** The locales the fact components speak: every locale of the site (`'en' | 'ja' | 'ko' | 'de'`). */
export type FactsLocale = Locale;

export const factsLocales: readonly FactsLocale[] = locales;

/** The facts locale of a Docusaurus locale; an unknown one reads English. */
export function toFactsLocale(locale: string): FactsLocale {
  return factsLocales.find((candidate) => candidate === locale) ?? defaultLocale;
}

/**
 * The Intl locale each facts locale formats numbers, units, durations, dates and lists with.
 * The English pages are written in British English, so their dates read "29 November 2026"
 * and their lists have no serial comma ("22, 24 and 26").
 */
export const intlLocales: Readonly<Record<FactsLocale, string>> = {
  en: 'en-GB',
  de: 'de-DE',
  ja: 'ja-JP',
  ko: 'ko-KR',
};

/**
 * Text in the reader's language: one entry per facts locale. Labels are
 * written as these records (never as positional strings), so adding a locale
 * to the site makes every label without its text a type error.
 */
export type Localized = Readonly<Record<FactsLocale, string>>;

/** A text built from values (a plan name, a city), in every facts locale. */
export type LocalizedTemplate<Args extends unknown[]> = Readonly<
  Record<FactsLocale, (...args: Args) => string>
>;

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A shared Intl.NumberFormat per locale and options: creating one costs
 * milliseconds (tens on a slow phone), and a page renders many numbers while
 * it hydrates. `locale` is an Intl locale (see {@link intlLocales}).
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

/** An ISO date (`2026-11-29`) written out in the locale: "29 November 2026", "29. November 2026". */
export function formatDate(isoDate: string, locale: FactsLocale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`);
  return new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

export function formatNumber(value: number, locale: FactsLocale): string {
  return numberFormat(intlLocales[locale], { maximumFractionDigits: 3 }).format(value);
}

/** The space before "%": German writes "10 %" (DIN 5008); English, Japanese and Korean "10%". */
const percentSpace: Readonly<Record<FactsLocale, string>> = {
  en: '',
  de: '\u00a0',
  ja: '',
  ko: '',
};

/** A fraction as a percentage: 0.1 is "10 %" in German, "10%" in English, Japanese and Korean. */
export function formatPercent(fraction: number, locale: FactsLocale): string {
  return `${formatNumber(Math.round(fraction * 1000) / 10, locale)}${percentSpace[locale]}%`;
}

/**
 * A value with its unit symbol, e.g. "5 GiB", "0,25 GiB". Unit symbols (GiB,
 * MiB, KiB, ms) are the same in every locale and follow the number after a
 * space, in Japanese and Korean too (see the glossaries); "%" is spaced as
 * {@link formatPercent} spaces it.
 */
export function withUnit(value: number, unit: string, locale: FactsLocale): string {
  const space = unit === '%' ? percentSpace[locale] : '\u00a0';
  return `${formatNumber(value, locale)}${space}${unit}`;
}

export type DurationUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * A duration with its unit in words, singular or plural as the language
 * wants it ("1 Stunde", "2 Stunden", "1 hour", "1 時間", "1시간"): Intl knows
 * the plural rules and the spacing of each language.
 */
export function formatDuration(value: number, unit: DurationUnit, locale: FactsLocale): string {
  return numberFormat(intlLocales[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 3,
  })
    .format(value)
    .replace(' ', '\u00a0');
}

export interface ListPart {
  /** `element`: one of the listed items; `literal`: the words and punctuation between them. */
  type: 'element' | 'literal';
  value: string;
}

const listFormats = new Map<string, Intl.ListFormat>();

/** A letter or digit, not a space or punctuation (full-width 、 is punctuation too). */
const spacedChar = /[^\s\p{P}]/u;
/** A Latin letter or digit (of a name or code), which Japanese words keep a space from. */
const latinChar = /[^\s\p{P}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

/**
 * Alternatives ("A or B", "A oder B", "A または B", "A 또는 B") as parts, so
 * the caller can mark the items up (`<code>`). Intl.ListFormat with type
 * `disjunction` knows each language's word and commas. Japanese Intl output
 * has no spaces ("AまたはB"); the Japanese pages put one half-width space
 * between Japanese words and Latin names or code (GLOSSARY.ja.md), so the
 * Japanese words get one on each side that touches a Latin item, not
 * punctuation nor a Japanese item ("A、B、または C", "クレジットカードまたは SEPA 口座振替").
 * With `conjunction`, the same for "A and B"; Korean lists values with commas alone
 * ("22, 24, 26"), where Intl would put the formal 및 before the last one.
 */
export function disjunctionParts(
  items: readonly string[],
  locale: FactsLocale,
  type: 'disjunction' | 'conjunction' = 'disjunction',
): ListPart[] {
  const key = `${locale} ${type}`;
  let format = listFormats.get(key);
  if (format === undefined)
    listFormats.set(key, (format = new Intl.ListFormat(intlLocales[locale], { type })));
  const parts: ListPart[] =
    type === 'conjunction' && locale === 'ko'
      ? items.flatMap((value, index) => [
          ...(index > 0 ? [{ type: 'literal' as const, value: ', ' }] : []),
          { type: 'element' as const, value },
        ])
      : format.formatToParts(items);
  return parts.map(({ type, value }, index) => {
    if (type === 'element' || locale !== 'ja') return { type, value };
    const previous = parts[index - 1]?.value ?? '';
    const next = parts[index + 1]?.value ?? '';
    const spaced = (edge: string, neighbour: string) =>
      spacedChar.test(edge) && latinChar.test(neighbour) ? ' ' : '';
    const before = spaced(value.charAt(0), previous.charAt(previous.length - 1));
    const after = spaced(value.charAt(value.length - 1), next.charAt(0));
    return { type, value: `${before}${value}${after}` };
  });
}

/** {@link disjunctionParts} as one string. */
export function formatDisjunction(
  items: readonly string[],
  locale: FactsLocale,
  type: 'disjunction' | 'conjunction' = 'disjunction',
): string {
  return disjunctionParts(items, locale, type)
    .map((part) => part.value)
    .join('');
}
