import { SEARCH_DEFAULTS } from '../defaults.js';
import type { SearchHit } from './types.js';

/** A chosen hit as kept on the device (without its highlighting). */
export type StoredHit = Pick<SearchHit, 'objectID' | 'url' | 'type' | 'content' | 'hierarchy'>;

/**
 * The local-storage keys, each followed by the index's name: the ones DocSearch used, so readers
 * keep the searches they had. The site's privacy policy renders them from here.
 */
export const STORED_SEARCH_KEY_PREFIXES = {
  recent: '__DOCSEARCH_RECENT_SEARCHES__',
  favorites: '__DOCSEARCH_FAVORITE_SEARCHES__',
} as const;

/** The local-storage key of one index's recent searches or favourites. */
export const storedSearchKey = (
  kind: keyof typeof STORED_SEARCH_KEY_PREFIXES,
  indexName: string,
): string => `${STORED_SEARCH_KEY_PREFIXES[kind]}${indexName}`;

function read(storageKey: string): StoredHit[] {
  try {
    const items: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(items) ? (items as StoredHit[]) : [];
  } catch {
    return [];
  }
}

function write(storageKey: string, items: StoredHit[]): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(items));
  } catch {
    console.warn('[search] browser storage is unavailable: recent searches are not kept');
  }
}

export interface StoredSearches {
  recent: StoredHit[];
  favorites: StoredHit[];
}

/** Recent searches (7, or 4 next to favourites) and favourites (10) of one index, on the device. */
export function storedSearches(indexName: string) {
  const recentKey = storedSearchKey('recent', indexName);
  const favoriteKey = storedSearchKey('favorites', indexName);
  const all = (): StoredSearches => {
    const favorites = read(favoriteKey).slice(0, SEARCH_DEFAULTS.favoriteSearches);
    const limit = favorites.length
      ? SEARCH_DEFAULTS.recentSearchesWithFavorites
      : SEARCH_DEFAULTS.recentSearches;
    return { recent: read(recentKey).slice(0, limit), favorites };
  };
  const without = (items: StoredHit[], hit: StoredHit): StoredHit[] =>
    items.filter((item) => item.objectID !== hit.objectID);
  const stored = ({ objectID, url, type, content, hierarchy }: StoredHit): StoredHit => ({
    objectID,
    url,
    type,
    content,
    hierarchy,
  });
  return {
    all,
    /** A chosen hit; a favourite stays one. */
    add(hit: StoredHit): void {
      const { recent, favorites } = all();
      if (favorites.some((item) => item.objectID === hit.objectID)) return;
      write(
        recentKey,
        [stored(hit), ...without(recent, hit)].slice(0, SEARCH_DEFAULTS.recentSearches),
      );
    },
    favorite(hit: StoredHit): void {
      write(recentKey, without(read(recentKey), hit));
      const favorites = [stored(hit), ...without(read(favoriteKey), hit)];
      write(favoriteKey, favorites.slice(0, SEARCH_DEFAULTS.favoriteSearches));
    },
    remove(hit: StoredHit): void {
      write(recentKey, without(read(recentKey), hit));
      write(favoriteKey, without(read(favoriteKey), hit));
    },
  };
}
