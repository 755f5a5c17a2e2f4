import React, { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import { PageMetadata, usePluralForm, useSearchQueryString } from '@docusaurus/theme-common';
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import { brand } from '@site/src/data/brand';
import { groupHits } from '@nubiva/search/results';
import Results from '../../Results';
import { text } from '../../texts';
import { useHitUrl, useOpenHit, useSearch } from '../../useSearch';
import '../../search.css';

const EMPTY = { __html: '' };

/**
 * The search page (`?q=`): the modal's request, hits and markup (../../Results)
 * as links; further pages load when the reader scrolls to the end.
 */
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
  const title = query ? text('pageTitle', { query }) : text('emptyPageTitle');
  const status = {
    idle: '',
    loading: '',
    // The dev server builds no search index: say so instead of blaming the network.
    error: `${text('errorTitle')}. ${text(process.env.NODE_ENV === 'development' ? 'devPreview' : 'errorHelp')}`,
    done: state.nbHits
      ? selectMessage(state.nbHits, text('found', { count: state.nbHits }))
      : text('pageNoResults'),
  };
  return (
    <main className="container margin-vert--lg nsearch-page">
      <PageMetadata title={title} description={description} />
      <h1>{title}</h1>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          className="nsearch-page-input"
          aria-label={text('pageInputLabel')}
          placeholder={text('pagePlaceholder')}
          maxLength={SEARCH_DEFAULTS.maxQueryLength}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            // While an IME composes (ja, ko), the query waits for the composed text.
            if (!(event.nativeEvent as InputEvent).isComposing) setQuery(event.target.value);
          }}
          onCompositionEnd={(event) => setQuery(event.currentTarget.value)}
        />
      </form>
      <p className="nsearch-count" role="status">
        {status[state.status]}
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
      {/* The project's server puts the hits of `?q=` in here for readers without JavaScript
          (packages/server/src/search/answer.ts); they give way to this page's own answer. */}
      {state.status !== 'done' && state.status !== 'error' && (
        <div className="nsearch-results nsearch-prerendered" dangerouslySetInnerHTML={EMPTY} />
      )}
      <div ref={end}>{state.status === 'loading' && state.hits.length > 0 && text('more')}</div>
    </main>
  );
}

export default function SearchPage(): ReactNode {
  // Inside the layout, which knows the docs version the reader chose.
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
