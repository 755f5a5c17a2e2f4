// What the modal and the search page share: the client, the request, the answer's state.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHistory } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import type { SearchClient, SearchHit, SearchRequest } from '@nubiva/search/client';
import { SEARCH_DEFAULTS, snippetAttributes } from '@nubiva/search/defaults';
import { observeResponse, searchReporter, type SearchSource } from '@site/src/utils/searchInsights';
import type { SearchPluginData } from './plugin';

export type { SearchHit };
export const useSearchData = (): SearchPluginData =>
  usePluginData('nubiva-search') as SearchPluginData;

let client: Promise<SearchClient & { preload?: () => Promise<unknown> }> | undefined;

/** The build's one client, loaded on first interest: the hosted provider's only when configured. */
export function loadClient(data: SearchPluginData): NonNullable<typeof client> {
  client ??= (
    process.env.NUBIVA_HOSTED_SEARCH
      ? import('@nubiva/search/hosted').then((m) => m.hostedSearchClient(data.hosted!))
      : import('@nubiva/search/client').then((m) => m.localSearchClient(data.indexUrl))
  ).catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** Fetches the client and, for our engine, the index (hover, focus or touch of the button). */
export const preload = (data: SearchPluginData): void =>
  void loadClient(data)
    .then((loaded) => loaded.preload?.())
    // The search that follows shows the failure (and tries again).
    .catch(() => undefined);

const NARROW = `(max-width: ${SEARCH_DEFAULTS.narrowMaxWidthPx}px)`;

export interface SearchState {
  query: string;
  status: 'idle' | 'loading' | 'done' | 'error';
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
}

const IDLE: SearchState = { query: '', status: 'idle', hits: [], nbHits: 0, nbPages: 0 };

/**
 * Answers `query` for the reader's locale and the docs version they read,
 * with the spec's snippet length for the screen; `more()` appends the next
 * page (the search page). Answers to superseded queries are dropped. Each
 * answer reaches the docs insights (src/utils/searchInsights.ts).
 */
export function useSearch(query: string, source: SearchSource) {
  const data = useSearchData();
  const { i18n } = useDocusaurusContext();
  // A new array each render: keyed by its content, so that a render does not search again.
  const tagList = useDocsContextualSearchTags().join('\n');
  const [narrow, setNarrow] = useState(false);
  const [state, setState] = useState<SearchState>(IDLE);
  const latest = useRef('');
  const reporter = useMemo(() => searchReporter(source, i18n.currentLocale), [source, i18n]);
  useEffect(() => () => reporter.flush(), [reporter]);
  useEffect(() => {
    const media = window.matchMedia(NARROW);
    const update = (): void => setNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  const request = useCallback(
    (page: number): SearchRequest => ({
      indexName: data.indexName,
      query: query.trim(),
      page,
      hitsPerPage: SEARCH_DEFAULTS.hitsPerPage,
      attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
      attributesToSnippet: snippetAttributes(
        narrow ? SEARCH_DEFAULTS.snippetWordsNarrow : SEARCH_DEFAULTS.snippetWords,
      ),
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: [
        `language:${i18n.currentLocale}`,
        ['default', ...tagList.split('\n').filter(Boolean)].map((tag) => `docusaurus_tag:${tag}`),
      ],
    }),
    [data, query, narrow, i18n, tagList],
  );

  const run = useCallback(
    (page: number) => {
      const key = `${query}\n${page}`;
      latest.current = key;
      setState((prev) => ({ ...prev, query, status: 'loading' }));
      loadClient(data)
        .then((loaded) => loaded.search({ requests: [request(page)] }))
        .then((response) => {
          if (latest.current !== key) return;
          const result = response.results[0]!;
          observeResponse(reporter, { results: [{ ...result, query: query.trim() }] });
          setState((prev) => ({
            query,
            status: 'done',
            hits: page === 0 ? result.hits : [...prev.hits, ...result.hits],
            nbHits: result.nbHits,
            nbPages: result.nbPages ?? Math.ceil(result.nbHits / SEARCH_DEFAULTS.hitsPerPage),
          }));
        })
        .catch(() => latest.current === key && setState({ ...IDLE, query, status: 'error' }));
    },
    [data, query, request, reporter],
  );

  useEffect(() => {
    if (query.trim() === '') {
      latest.current = '';
      setState(IDLE);
    } else run(0);
  }, [query, run, reporter]);

  const pages = Math.ceil(state.hits.length / SEARCH_DEFAULTS.hitsPerPage);
  const more = useCallback(() => {
    if (state.status === 'done' && pages < state.nbPages) run(pages);
  }, [state, pages, run]);
  return { state, more, reporter, data };
}

/** A hit's URL as the site links it: relative (for the router) unless it matches the external pattern. */
export function useHitUrl(): (url: string) => string {
  const { externalUrlRegex, replaceSearchResultPathname: replace } = useSearchData();
  return useCallback(
    (url) => {
      const parsed = new URL(url, window.location.href);
      if (externalUrlRegex && isRegexpStringMatch(externalUrlRegex, parsed.href)) return url;
      const pathname = replace
        ? parsed.pathname.replaceAll(new RegExp(replace.from, 'g'), replace.to)
        : parsed.pathname;
      return `${pathname}${parsed.search}${parsed.hash}`;
    },
    [externalUrlRegex, replace],
  );
}

/** Opens a hit: in a new tab, by full page load when external, else through the router. */
export function useOpenHit(): (url: string, newTab: boolean) => void {
  const history = useHistory();
  const { externalUrlRegex } = useSearchData();
  return useCallback(
    (url, newTab) => {
      if (newTab) window.open(url, '_blank', 'noopener');
      else if (/^[a-z]+:/i.test(url) || isRegexpStringMatch(externalUrlRegex, url))
        window.location.href = url;
      else history.push(url);
    },
    [history, externalUrlRegex],
  );
}
