import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal } from '@docsearch/react/modal';
// The modal's styles load with the modal (see SearchButton.tsx for why not @docsearch/react/style).
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import type { ThemeConfig } from '@docusaurus/theme-search-algolia';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import { SEARCH_DEFAULTS, snippetAttributes } from '@nubiva/search/defaults';
import { observedClient, searchReporter } from '@site/src/utils/searchInsights';
import { loadClient, localLiteClient } from '../../liteClient';
import { missingResultsUrl } from './missingResultsUrl';

type DocSearchModalProps = Parameters<typeof DocSearchModal>[0];
type Hit = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0][number];

/** Starts fetching the local engine and index (on hover, focus or touch of the button). */
export function preloadEngine(indexUrl: string): void {
  // A failed load is shown by the modal when it searches (and retried then).
  loadClient(indexUrl)
    .then((client) => client.preload())
    .catch(() => undefined);
}

const NARROW = `(max-width: ${SEARCH_DEFAULTS.narrowMaxWidthPx}px)`;

function useSnippetWords(): number {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const update = (): void => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow ? SEARCH_DEFAULTS.snippetWordsNarrow : SEARCH_DEFAULTS.snippetWords;
}

/** DocSearch 4 allows 512 characters in its input; the spec allows 64. */
function useQueryLengthLimit(): void {
  useEffect(() => {
    const limit = (target: EventTarget | null): void => {
      if (target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input')) {
        target.maxLength = SEARCH_DEFAULTS.maxQueryLength;
      }
    };
    // The modal focuses its input when it mounts, before this effect runs; later inputs get it on focus.
    document.querySelectorAll('input.DocSearch-Input').forEach(limit);
    const onFocusIn = (event: FocusEvent): void => limit(event.target);
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
}

type OpenHit = (url: string, inNewTab: boolean) => void;

/** A hit's rank as the modal shows it (1-based); DocSearch groups hits by page, so it can differ from the answer's order. */
function shownRank(url: string): number | undefined {
  const links = Array.from(document.querySelectorAll('.DocSearch-Hits a[data-url]'));
  const index = links.findIndex((link) => link.getAttribute('data-url') === url);
  return index >= 0 ? index + 1 : undefined;
}

/**
 * A hit's content. DocSearch puts it inside a listbox option, which must not
 * hold interactive content (WAI-ARIA combobox; axe: nested-interactive): so
 * it is an anchor without href, and the option opens the hit when clicked,
 * in a new tab with a modifier key or the middle button. Enter opens the
 * selected hit through DocSearch's navigator.
 */
function hitLink(openHit: OpenHit): DocSearchModalProps['hitComponent'] {
  return function HitLink({ hit, children }) {
    return (
      <a
        data-url={hit.url}
        onClick={(event) => openHit(hit.url, event.ctrlKey || event.metaKey || event.shiftKey)}
        onAuxClick={(event) => event.button === 1 && openHit(hit.url, true)}
      >
        {children}
      </a>
    );
  };
}

export interface SearchModalProps {
  /** Answered by the hosted provider (credentials in the config) instead of the site's index. */
  hosted: boolean;
  indexUrl: string;
  initialQuery: string | undefined;
  onClose: () => void;
}

/**
 * DocSearch's modal with the props Docusaurus' stock search bar gives it
 * (navigation, result URLs, contextual facets, "See all results" footer,
 * translations), plus this site's: the local engine, snippet length, result
 * limits, query length and the missing-results link. Loaded on first
 * interest in the search button (see index.tsx).
 */
export default function SearchModal({
  hosted,
  indexUrl,
  initialQuery,
  onClose,
}: SearchModalProps): ReactNode {
  const { siteConfig, siteMetadata, i18n } = useDocusaurusContext();
  const { algolia } = siteConfig.themeConfig as unknown as ThemeConfig;
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const createSearchLink = useSearchLinkCreator();
  const snippetWords = useSnippetWords();
  useQueryLengthLimit();
  // The settled query and the opened hit, for the docs team (src/utils/searchInsights.ts).
  const reporter = useMemo(() => searchReporter('modal', i18n.currentLocale), [i18n.currentLocale]);
  useEffect(() => () => reporter.flush(), [reporter]);

  const [container] = useState(() => {
    const element = document.createElement('div');
    // DocSearch's modal has no dialog role of its own: its content would sit outside any landmark.
    element.setAttribute('role', 'dialog');
    element.setAttribute('aria-modal', 'true');
    element.setAttribute(
      'aria-label',
      translate({
        id: 'theme.SearchBar.label',
        message: 'Search',
        description: 'The ARIA label and placeholder for search button',
      }),
    );
    document.body.insertBefore(element, document.body.firstChild);
    return element;
  });
  useEffect(() => () => container.remove(), [container]);

  const props = useMemo((): Partial<DocSearchModalProps> => {
    const configFacetFilters = (algolia.searchParameters?.facetFilters ?? []) as string[];
    const openHit: OpenHit = (url, inNewTab) => {
      reporter.open(url, shownRank(url));
      if (inNewTab) window.open(url, '_blank', 'noopener');
      // Hits on the main site cannot be served by the router.
      else if (isRegexpStringMatch(algolia.externalUrlRegex, url)) window.location.href = url;
      else history.push(url);
    };
    return {
      navigator: {
        navigate: ({ itemUrl }: { itemUrl: string }) => openHit(itemUrl, false),
        navigateNewTab: ({ itemUrl }: { itemUrl: string }) => openHit(itemUrl, true),
        navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => openHit(itemUrl, true),
      },
      hitComponent: hitLink(openHit),
      transformItems: (items: Hit[]) =>
        items.map((item) => ({ ...item, url: processSearchResultUrl(item.url) })),
      transformSearchClient: hosted
        ? (client) => {
            client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
            return observedClient(client, reporter);
          }
        : ((() =>
            observedClient(
              localLiteClient(indexUrl),
              reporter,
            )) as unknown as DocSearchModalProps['transformSearchClient']),
      searchParameters: {
        ...algolia.searchParameters,
        facetFilters: algolia.contextualSearch
          ? mergeFacetFilters(contextualFacetFilters, configFacetFilters)
          : configFacetFilters,
        ...(hosted ? {} : { attributesToSnippet: snippetAttributes(snippetWords) }),
      },
    };
  }, [
    algolia,
    contextualFacetFilters,
    history,
    hosted,
    indexUrl,
    processSearchResultUrl,
    reporter,
    siteMetadata,
    snippetWords,
  ]);

  return createPortal(
    <DocSearchModal
      appId={algolia.appId}
      apiKey={algolia.apiKey}
      indexName={algolia.indexName}
      {...props}
      onClose={onClose}
      // This site does not configure Ask AI.
      isAskAiActive={false}
      onAskAiToggle={() => undefined}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      resultsFooterComponent={({ state }) => (
        <Link to={createSearchLink(state.query)} onClick={onClose}>
          <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits as number }}>
            {'See all {count} results'}
          </Translate>
        </Link>
      )}
      placeholder={translations.modal?.searchBox?.placeholderText ?? algolia.placeholder}
      translations={translations.modal}
      maxResultsPerGroup={SEARCH_DEFAULTS.maxResultsPerGroup}
      recentSearchesLimit={SEARCH_DEFAULTS.recentSearches}
      recentSearchesWithFavoritesLimit={SEARCH_DEFAULTS.recentSearchesWithFavorites}
      getMissingResultsUrl={missingResultsUrl}
    />,
    container,
  );
}
