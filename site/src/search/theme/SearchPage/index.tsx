import React, { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import { PageMetadata, usePluralForm, useSearchQueryString } from '@docusaurus/theme-common';
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import { brand } from '@site/src/data/brand';
import Results, { groupHits } from '../../Results';
import { useHitUrl, useOpenHit, useSearch } from '../../useSearch';
import '../../search.css';

/**
 * The search page (`?q=`): the modal's request, hits and markup (../../Results),
 * as links; further pages load as the reader scrolls to the end.
 */
export default function SearchPage(): ReactNode {
  // Inside the layout: the docs version the reader chose is known there.
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  const { state, more, reporter } = useSearch(query, 'page');
  const groups = useMemo(() => groupHits(state.hits), [state.hits]);
  const hitUrl = useHitUrl();
  const openHit = useOpenHit();
  const { selectMessage } = usePluralForm();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && more());
    if (end.current) observer.observe(end.current);
    return () => observer.disconnect();
  }, [more]);

  const description = translate(
    {
      id: 'nubiva.searchPage.description',
      message: 'Search the {brand} documentation: guides, examples and platform limits.',
      description: 'Meta description of the search page',
    },
    { brand: brand.name },
  );
  const title = query
    ? translate(
        { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
        { query },
      )
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
  return (
    <>
      <PageMetadata title={title} description={description} />
      <main className="container margin-vert--lg nsearch-page">
        <h1>{title}</h1>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className="nsearch-page-input"
            aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
            placeholder={translate({
              id: 'theme.SearchPage.inputPlaceholder',
              message: 'Type your search here',
            })}
            maxLength={SEARCH_DEFAULTS.maxQueryLength}
            autoComplete="off"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (!(event.nativeEvent as InputEvent).isComposing) setQuery(event.target.value);
            }}
            onCompositionEnd={(event) => setQuery(event.currentTarget.value)}
          />
        </form>
        <p className="nsearch-count" role="status">
          {state.status === 'done' &&
            (state.nbHits > 0
              ? selectMessage(
                  state.nbHits,
                  translate(
                    {
                      id: 'theme.SearchPage.documentsFound.plurals',
                      message: 'One document found|{count} documents found',
                    },
                    { count: state.nbHits },
                  ),
                )
              : translate({
                  id: 'theme.SearchPage.noResultsText',
                  message: 'No results were found',
                }))}
          {state.status === 'error' && (
            <Translate id="theme.SearchModal.errorScreen.helpText">
              You might want to check your network connection.
            </Translate>
          )}
        </p>
        <Results
          groups={groups}
          mode="links"
          id="nsearch-page-results"
          label={title}
          hitUrl={hitUrl}
          onOpen={(hit, rank, newTab) => {
            const url = hitUrl(hit.url ?? '');
            reporter.open(url, rank + 1);
            if (!newTab) openHit(url, false);
          }}
        />
        <div ref={end}>
          {state.status === 'loading' && state.hits.length > 0 && (
            <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
          )}
        </div>
      </main>
    </>
  );
}
