import React, { useEffect, useMemo, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchPage from '@theme-init/SearchPage';
import { brand } from '@site/src/data/brand';
import { observeResponse, searchReporter } from '@site/src/utils/searchInsights';
import { SEARCH_RESPONSE_EVENT } from '../../liteClient';

/** The result links of the stock page, in rank order. */
const RESULT_LINKS = 'article h2 a[href]';

/**
 * The stock search page, plus the meta description every page of the site
 * has, and the docs-insights events: the query the reader settled on with its
 * hit count (from the page's search client, which announces each response),
 * and the rank of the result they open.
 */
export default function SearchPageWrapper(): ReactNode {
  const { i18n } = useDocusaurusContext();
  const reporter = useMemo(() => searchReporter('page', i18n.currentLocale), [i18n.currentLocale]);

  useEffect(() => {
    const onResponse = (event: Event): void =>
      observeResponse(
        reporter,
        (event as CustomEvent).detail as Parameters<typeof observeResponse>[1],
      );
    addEventListener(SEARCH_RESPONSE_EVENT, onResponse);
    return () => {
      removeEventListener(SEARCH_RESPONSE_EVENT, onResponse);
      reporter.flush();
    };
  }, [reporter]);

  useEffect(() => {
    // On this page, only results are links inside an article's heading.
    const onOpen = (event: MouseEvent): void => {
      if (event.type === 'auxclick' && event.button !== 1) return;
      const link = (event.target as Element | null)?.closest?.(RESULT_LINKS);
      if (!(link instanceof HTMLAnchorElement)) return;
      const rank = Array.from(document.querySelectorAll(RESULT_LINKS)).indexOf(link) + 1;
      reporter.open(link.href, rank);
    };
    document.addEventListener('click', onOpen, true);
    document.addEventListener('auxclick', onOpen, true);
    return () => {
      document.removeEventListener('click', onOpen, true);
      document.removeEventListener('auxclick', onOpen, true);
    };
  }, [reporter]);

  const description = translate(
    {
      id: 'nubiva.searchPage.description',
      message: 'Search the {brand} documentation: guides, examples and platform limits.',
      description: 'Meta description of the search page',
    },
    { brand: brand.name },
  );
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <SearchPage />
    </>
  );
}
