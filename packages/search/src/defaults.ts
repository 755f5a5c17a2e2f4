/**
 * Search defaults of the spec (section 9), handed to the DocSearch interface
 * explicitly so they hold whatever DocSearch's own defaults become.
 */
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
  /** DocSearch keeps 10 favourites; it has no option for it. */
  favoriteSearches: 10,
  maxQueryLength: 64,
} as const;

/** DocSearch's snippet attributes with the given length. */
export function snippetAttributes(words: number): string[] {
  return [
    ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map(
      (level) => `hierarchy.${level}:${words}`,
    ),
    `content:${words}`,
  ];
}
