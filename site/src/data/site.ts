/**
 * Site settings an operator may change without touching the Docusaurus config:
 * locales and the optional announcement bar. Validated here so that a broken
 * value stops the build with a message that names it.
 */

export const defaultLocale = 'en';
export const locales = ['en', 'ja', 'ko', 'de'] as const;
export type Locale = (typeof locales)[number];

/** BCP 47 tags used for `<html lang>` and the alternate links. */
export const localeConfigs: Record<Locale, { label: string; htmlLang: string }> = {
  en: { label: 'English', htmlLang: 'en' },
  ja: { label: '日本語', htmlLang: 'ja' },
  ko: { label: '한국어', htmlLang: 'ko' },
  de: { label: 'Deutsch', htmlLang: 'de' },
};

/**
 * Widths above this many CSS pixels get the desktop layout (spec 9). It is
 * Docusaurus' value, which Infima's CSS also hard-codes; our client stand-in
 * for useWindowSize() reads it from here.
 */
export const DESKTOP_BREAKPOINT_PX = 996;

export interface AnnouncementBar {
  /** Changing the id shows the bar again to readers who closed an older one. */
  id: string;
  /** HTML content; keep it short. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export class SiteConfigError extends Error {
  constructor(message: string) {
    super(`Invalid site configuration: ${message}`);
    this.name = 'SiteConfigError';
  }
}

const cssColor = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|hsl)a?\([^)]*\))$/;

/**
 * Reads the announcement bar from `NUBIVA_ANNOUNCEMENT` (a JSON object with the
 * fields of {@link AnnouncementBar}). Unset means no bar, the default.
 */
export function announcementFromEnv(
  env: Record<string, string | undefined>,
): AnnouncementBar | undefined {
  const raw = env.NUBIVA_ANNOUNCEMENT;
  if (raw === undefined || raw.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new SiteConfigError(
      `NUBIVA_ANNOUNCEMENT is not valid JSON (${(error as Error).message}).`,
    );
  }
  return validateAnnouncement(value);
}

export function validateAnnouncement(value: unknown): AnnouncementBar {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SiteConfigError('the announcement bar must be an object.');
  }
  const bar = value as Record<string, unknown>;
  const text = (key: string): string => {
    const field = bar[key];
    if (typeof field !== 'string' || field.trim() === '') {
      throw new SiteConfigError(`announcement bar field "${key}" must be a non-empty string.`);
    }
    return field;
  };
  const color = (key: string, fallback: string): string => {
    if (bar[key] === undefined) return fallback;
    const field = text(key);
    if (!cssColor.test(field)) {
      throw new SiteConfigError(`announcement bar field "${key}" is not a CSS colour: "${field}".`);
    }
    return field;
  };
  const known = ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable'];
  const unknown = Object.keys(bar).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new SiteConfigError(`unknown announcement bar field(s): ${unknown.join(', ')}.`);
  }
  if (bar.isCloseable !== undefined && typeof bar.isCloseable !== 'boolean') {
    throw new SiteConfigError('announcement bar field "isCloseable" must be true or false.');
  }
  return {
    id: text('id'),
    content: text('content'),
    backgroundColor: color('backgroundColor', '#1f2a44'),
    textColor: color('textColor', '#ffffff'),
    isCloseable: (bar.isCloseable as boolean | undefined) ?? true,
  };
}
