/**
 * The search box's stored hits as the privacy policy names them: the hits a reader opened ("recent
 * searches") or starred ("favourites"), each hit's page title, headings, address and text
 * passage, not what was typed. No expiry: they stay until removed in the search box or with the
 * site's data. Apart from `siteStorage.ts`, since the search's defaults belong in the modal's
 * code, not in the code every page loads first.
 */
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import { storedSearchKey } from '@nubiva/search/stored';
import { siteStorage } from './siteStorage';

export const storedSearches = {
  recentKey: storedSearchKey('recent', siteStorage.searchIndexName),
  favoritesKey: storedSearchKey('favorites', siteStorage.searchIndexName),
  recent: SEARCH_DEFAULTS.recentSearches,
  recentWithFavorites: SEARCH_DEFAULTS.recentSearchesWithFavorites,
  favorites: SEARCH_DEFAULTS.favoriteSearches,
} as const;
