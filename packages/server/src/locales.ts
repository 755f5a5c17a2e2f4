import { loadSiteLocales } from './facts.js';

/** The site's locales from site/src/data/site.ts (the default first), read once at start. */
export const { defaultLocale, locales } = await loadSiteLocales();
