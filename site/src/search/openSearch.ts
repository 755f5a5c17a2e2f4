/**
 * The browser's name for the site search (opensearch.xml and its link), translated in each
 * locale's code.json. The search plugin reads it at build time, so `docusaurus write-translations`
 * does not see it; the translations check (src/translations/ui.ts) adds it to the English keys.
 */
export const OPENSEARCH_DESCRIPTION = {
  id: 'nubiva.search.openSearchDescription',
  message: 'Search {title}',
} as const;
