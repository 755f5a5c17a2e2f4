/**
 * What the site itself (not the tracker) keeps in the browser's local storage. Each entry holds
 * the reader's own settings or answers, nothing that identifies them, and never leaves the
 * browser; the privacy policy renders these names and counts, and a test checks that every key
 * the site's code writes is one of them.
 */
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import { storedSearchKey } from '@nubiva/search/stored';

/** The search index's name without a hosted provider; the stored searches' keys end with it. */
const searchIndexName = 'nubiva-docs';

export const siteStorage = {
  /** The reader's choice about statistics cookies ('granted' or 'denied'). */
  consentKey: 'nubiva.consent',
  /** The reader's vote per page in "Was this page helpful?". */
  feedbackVotesKey: 'nubiva.feedback',
  /** The longest feedback comment a reader can send. */
  feedbackCommentMaxLength: 500,
  /** Docusaurus's display mode: keys starting with this. */
  themeKeyPrefix: 'theme',
  /** Docusaurus's note that the reader closed the announcement bar. */
  announcementKey: 'docusaurus.announcement',
  searchIndexName,
  /**
   * The search hits a reader opened ("recent searches") or starred ("favourites"): each hit's
   * page title, headings, address and text passage, not what was typed. No expiry: they stay
   * until removed in the search box or with the site's data.
   */
  storedSearches: {
    recentKey: storedSearchKey('recent', searchIndexName),
    favoritesKey: storedSearchKey('favorites', searchIndexName),
    recent: SEARCH_DEFAULTS.recentSearches,
    recentWithFavorites: SEARCH_DEFAULTS.recentSearchesWithFavorites,
    favorites: SEARCH_DEFAULTS.favoriteSearches,
  },
} as const;
