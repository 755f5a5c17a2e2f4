import React, { useEffect, useRef, useState } from 'react';
import Layout from '@theme/Layout';
import { PageMetadata, useSearchQueryString } from '@docusaurus/theme-common';
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import { brand } from '@site/src/data/brand';
import Results from '../../Results';
import { text } from '../../texts';
import { useSearch } from '../../useSearch';
import '../../search.css';

/**
 * The search page (`?q=`): the modal's request, hits and markup (../../Results)
 * as links; further pages load when the reader scrolls to the end.
 */
function SearchPageContent() {
  const [query, setQuery] = useSearchQueryString();
  const search = useSearch(query, setQuery, 'page');
  const { state, more, reporter, hitUrl, openHit } = search;
  const tags = useDocsContextualSearchTags().join(' ');
  // The query the server answered in the page: the address's (hydration reads none yet).
  const [servedQuery] = useState(() =>
    typeof window === 'undefined' ? '' : new URLSearchParams(window.location.search).get('q'),
  );
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && more());
    if (end.current) observer.observe(end.current);
    return () => observer.disconnect();
  }, [more]);

  // The served hits of the query are complete: only this page's complete answer replaces them
  // (its first hits, shown early elsewhere, would be fewer).
  const served =
    (query === '' || query === servedQuery) &&
    (state.status === 'loading' || state.status === 'idle' || state.partial === true);
  const title = query ? text('pageTitle', { query }) : text('emptyPageTitle');
  let status = '';
  if (state.status === 'error') status = `${text('errorTitle')}. ${text('errorHelp')}`;
  else if (state.status === 'done') status = state.nbHits ? search.found : text('pageNoResults');
  return (
    <main className="container margin-vert--lg nsearch-page">
      <PageMetadata title={title} description={text('pageDescription', { brand: brand.name })} />
      {/* Served with the query's title by the project's server (below); hydration reads none yet. */}
      <h1 suppressHydrationWarning>{title}</h1>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          {...search.inputProps}
          type="search"
          name="q"
          className="nsearch-page-input"
          aria-label={text('label')}
          placeholder={text('placeholder')}
          autoComplete="off"
        />
      </form>
      <p className="nsearch-count" role="status">
        {status}
      </p>
      {/* The project's server puts the hits of `?q=` in the served container for readers without
          JavaScript, with the heading and count in these words (packages/server/src/search/answer.ts);
          they give way to this page's own answer, or to the reader's next query. */}
      <Results
        key={served ? 'served' : 'own'}
        hits={served ? undefined : state.hits}
        id={served ? 'nsearch-prerendered' : 'nsearch-page-results'}
        label={title}
        hitUrl={hitUrl}
        onOpen={(url, rank, newTab, results) => {
          // A served hit opened before this page's own answer: the served answer (the server's
          // count in `data-count`) is reported first, as the page's own would be.
          const count = served && results.querySelector('[data-count]')?.getAttribute('data-count');
          if (count) reporter.results(query, Number(count));
          reporter.open(url, rank + 1);
          if (!newTab) openHit(url, false);
        }}
        {...(served && {
          'data-title': text('pageTitle'),
          'data-found': text('found'),
          'data-none': text('pageNoResults'),
          'data-tags': tags,
        })}
      />
      <div ref={end}>{state.status === 'loading' && state.hits.length > 0 && text('more')}</div>
    </main>
  );
}

export default function SearchPage() {
  // Inside the layout, which knows the docs version the reader chose.
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
