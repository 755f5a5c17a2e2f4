// What the modal and the search page share: the request, the answer's state, the input, the links.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, CompositionEvent } from 'react';
import { flushSync } from 'react-dom';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import { usePluralForm } from '@docusaurus/theme-common';
import type { SearchHit, SearchResult } from '@nubiva/search/client';
import { SEARCH_DEFAULTS, uiSearchRequest } from '@nubiva/search/defaults';
import { hitLinks } from '@nubiva/search/results';
import { searchReporter, type SearchSource } from '@site/src/utils/searchInsights';
import { loadClient, useSearchData } from './client';
import { text } from './texts';

interface SearchState {
  query: string;
  status: 'idle' | 'loading' | 'done' | 'error';
  hits: SearchHit[];
  nbHits: number;
  /** The first hits shown while the rest of the page of hits loads: no further page yet. */
  partial?: boolean;
}

const IDLE: SearchState = { query: '', status: 'idle', hits: [], nbHits: 0 };

/** Resolves after the next frame has been painted (at once in a hidden tab, which paints none). */
const afterPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve));
  });

/**
 * Answers `query` for the reader's locale and the docs version they read,
 * with the required snippet length for the screen; `more()` appends the next
 * page (the search page). Answers to superseded queries are dropped. Each
 * answer reaches the docs insights (src/utils/searchInsights.ts). Also the
 * query field's props and the hits' links.
 */
export function useSearch(query: string, setQuery: (query: string) => void, source: SearchSource) {
  const data = useSearchData();
  const history = useHistory();
  const locale = useDocusaurusContext().i18n.currentLocale;
  // A new array each render: keyed by its content, so that a render does not search again.
  const tags = useDocsContextualSearchTags().join('\n');
  const [state, setState] = useState<SearchState>(IDLE);
  const latest = useRef('');
  const reporter = useMemo(() => searchReporter(source, locale), [source, locale]);
  useEffect(() => () => reporter.flush(), [reporter]);

  const run = useCallback(
    (page: number) => {
      const key = `${query}\n${page}`;
      latest.current = key;
      setState((prev) => ({ ...prev, query, status: 'loading' }));
      const request = uiSearchRequest({
        query,
        page,
        indexName: data.indexName,
        narrow: window.matchMedia(`(max-width: ${SEARCH_DEFAULTS.narrowMaxWidthPx}px)`).matches,
        language: locale,
        tags: tags.split('\n').filter(Boolean),
      });
      // The first hits as soon as their texts are there, the rest when theirs are: shown at once,
      // and the rest highlighted only once the browser has painted these.
      const onPartial = ({ results: [first] }: { results: SearchResult[] }) => {
        if (latest.current !== key || !first || page > 0) return undefined;
        flushSync(() =>
          setState({
            query,
            status: 'done',
            hits: first.hits,
            nbHits: first.nbHits,
            partial: true,
          }),
        );
        return afterPaint();
      };
      loadClient(data)
        .then((loaded) => loaded.search({ requests: [request] }, { onPartial }))
        .then(({ results: [result] }) => {
          if (latest.current !== key || !result) return;
          // Further pages of the search page are the same search to the reporter.
          reporter.results(query, result.nbHits);
          setState((prev) => ({
            query,
            status: 'done',
            hits: page === 0 ? result.hits : [...prev.hits, ...result.hits],
            nbHits: result.nbHits,
          }));
        })
        .catch(() => latest.current === key && setState({ ...IDLE, query, status: 'error' }));
    },
    [data, query, locale, tags, reporter],
  );

  useEffect(() => {
    latest.current = '';
    if (query.trim()) run(0);
    else setState(IDLE);
  }, [query, run]);

  const more = useCallback(() => {
    if (state.status === 'done' && !state.partial && state.hits.length < state.nbHits)
      run(Math.ceil(state.hits.length / SEARCH_DEFAULTS.hitsPerPage));
  }, [state, run]);
  // "12 documents found", in the locale's plural forms.
  const found = usePluralForm().selectMessage(state.nbHits, text('found', { count: state.nbHits }));

  // The query field's props: the query waits while an IME composes (ja, ko) for the composed text.
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  const inputProps = {
    value,
    maxLength: SEARCH_DEFAULTS.maxQueryLength,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      setValue(event.target.value);
      if (!(event.nativeEvent as InputEvent).isComposing) setQuery(event.target.value);
    },
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) =>
      setQuery(event.currentTarget.value),
  };

  // A hit's URL as the site links it, and how it opens (new tab, full page load, or the router).
  const links = useMemo(() => {
    const { hitUrl, isExternal } = hitLinks(data);
    return {
      hitUrl: (url: string): string => hitUrl(url, window.location.href),
      openHit(url: string, newTab: boolean): void {
        if (newTab) window.open(url, '_blank', 'noopener');
        else if (isExternal(url)) window.location.href = url;
        else history.push(url);
      },
    };
  }, [history, data]);
  return { state, more, reporter, data, found, inputProps, ...links };
}
