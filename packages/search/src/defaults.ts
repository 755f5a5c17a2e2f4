import type { SearchRequest } from './client/types.js';

/** Search defaults (docs/requirements.md#search-defaults), used by the site's search UI. */
export const SEARCH_DEFAULTS = {
  hitsPerPage: 20,
  maxResultsPerGroup: 5,
  snippetWords: 10,
  /** Snippet length on narrow screens (up to `narrowMaxWidthPx`). */
  snippetWordsNarrow: 5,
  narrowMaxWidthPx: 768,
  recentSearches: 7,
  /** Recent searches kept when favourites exist. */
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  maxQueryLength: 64,
} as const;

/**
 * Time-outs of the hosted provider's calls (docs/requirements.md#search-timeouts): the response's
 * headers within `connectMs`, its body within `readMs` more; `writeMs` is for
 * writes to the index, which the site never makes.
 */
export const HOSTED_TIMEOUTS = { connectMs: 1000, readMs: 2000, writeMs: 30_000 } as const;

/** Snippet attributes (every heading level and the text) with the given length. */
export function snippetAttributes(words: number): string[] {
  return [
    ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map(
      (level) => `hierarchy.${level}:${words}`,
    ),
    `content:${words}`,
  ];
}

/**
 * The request of the site's search UI (modal and page; the server's answer without JavaScript
 * too): the required hits per page and snippet length for the screen and, given a language, only
 * that locale's hits of the pages outside the docs and of the docs versions tagged.
 */
export function uiSearchRequest(options: {
  query: string;
  page?: number;
  indexName?: string;
  narrow?: boolean;
  language?: string;
  tags?: string[];
}): SearchRequest {
  const { query, page = 0, indexName = 'site', narrow, language, tags = [] } = options;
  return {
    indexName,
    query: query.trim(),
    page,
    hitsPerPage: SEARCH_DEFAULTS.hitsPerPage,
    attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
    attributesToSnippet: snippetAttributes(
      SEARCH_DEFAULTS[narrow ? 'snippetWordsNarrow' : 'snippetWords'],
    ),
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    ...(language && {
      facetFilters: [
        `language:${language}`,
        ['default', ...tags].map((tag) => `docusaurus_tag:${tag}`),
      ],
    }),
  };
}
