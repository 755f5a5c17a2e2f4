import { loadSiteLocales } from './facts.js';

/**
 * The site's locales from site/src/data/site.ts (the default first), and the MCP endpoint's path
 * the docs name, read once at start.
 */
export const { defaultLocale, locales, mcpPath } = await loadSiteLocales();
