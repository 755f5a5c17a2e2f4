import React, {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { ThemeConfig } from '@docusaurus/theme-search-algolia';
import { SEARCH_DEFAULTS, snippetAttributes } from '@nubiva/search/defaults';
import type { SearchPluginData } from '@nubiva/search/docusaurus';
import { missingResultsUrl } from './missingResultsUrl';
import { openOnTypedKey } from './openOnTypedKey';
import './localSearch.css';

/** The stock bar passes its props on to DocSearch (Docusaurus 3.10). */
const StockSearchBar = OriginalSearchBar as unknown as ComponentType<Record<string, unknown>>;

type LocalClient = import('@nubiva/search/client').LocalSearchClient;

/** The engine and the locale's index: a separate chunk, fetched on first interest only. */
function loadClient(indexUrl: string): Promise<LocalClient> {
  return import('@nubiva/search/client').then(({ localSearchClient }) =>
    localSearchClient(indexUrl),
  );
}

function useSnippetWords(): number {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${SEARCH_DEFAULTS.narrowMaxWidthPx}px)`);
    const update = (): void => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow ? SEARCH_DEFAULTS.snippetWordsNarrow : SEARCH_DEFAULTS.snippetWords;
}

/** DocSearch 4 allows 512 characters in its input; the spec allows 64. */
function useQueryLengthLimit(): void {
  useEffect(() => {
    const limit = (event: FocusEvent): void => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input')) {
        target.maxLength = SEARCH_DEFAULTS.maxQueryLength;
      }
    };
    document.addEventListener('focusin', limit);
    return () => document.removeEventListener('focusin', limit);
  }, []);
}

function LocalSearchBar({ indexUrl }: { indexUrl: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { algolia } = siteConfig.themeConfig as unknown as ThemeConfig;
  const snippetWords = useSnippetWords();
  useQueryLengthLimit();
  useEffect(() => {
    document.documentElement.dataset.search = 'local';
  }, []);

  const preload = useCallback(() => {
    // A failed load is shown by the modal when it searches (and retried then).
    loadClient(indexUrl)
      .then((client) => client.preload())
      .catch(() => undefined);
  }, [indexUrl]);

  const transformSearchClient = useCallback(
    () => ({
      search: (requests: Parameters<LocalClient['search']>[0]) =>
        loadClient(indexUrl).then((client) => client.search(requests)),
      addAlgoliaAgent: () => undefined,
      clearCache: () => Promise.resolve(),
    }),
    [indexUrl],
  );

  const searchParameters = useMemo(
    () => ({ ...algolia.searchParameters, attributesToSnippet: snippetAttributes(snippetWords) }),
    [algolia.searchParameters, snippetWords],
  );

  return (
    <div
      className="nubiva-search-bar"
      onMouseOver={preload}
      onFocus={preload}
      onTouchStart={preload}
      onKeyDown={openOnTypedKey}
    >
      <StockSearchBar
        transformSearchClient={transformSearchClient}
        searchParameters={searchParameters}
        maxResultsPerGroup={SEARCH_DEFAULTS.maxResultsPerGroup}
        recentSearchesLimit={SEARCH_DEFAULTS.recentSearches}
        recentSearchesWithFavoritesLimit={SEARCH_DEFAULTS.recentSearchesWithFavorites}
        getMissingResultsUrl={missingResultsUrl}
      />
    </div>
  );
}

/**
 * The DocSearch button and modal of the stock theme. Without hosted-provider
 * credentials (the default) they are answered by the site's own index
 * (@nubiva/search), loaded on hover, focus or touch of the button.
 */
export default function SearchBar(): ReactNode {
  const data = usePluginData('nubiva-search') as SearchPluginData;
  if (data.hosted) {
    return (
      <div className="nubiva-search-bar" onKeyDown={openOnTypedKey}>
        <StockSearchBar
          maxResultsPerGroup={SEARCH_DEFAULTS.maxResultsPerGroup}
          recentSearchesLimit={SEARCH_DEFAULTS.recentSearches}
          recentSearchesWithFavoritesLimit={SEARCH_DEFAULTS.recentSearchesWithFavorites}
          getMissingResultsUrl={missingResultsUrl}
        />
      </div>
    );
  }
  return <LocalSearchBar indexUrl={data.indexUrl} />;
}
