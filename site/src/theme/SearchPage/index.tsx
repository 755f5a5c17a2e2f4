import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import { brand } from '@site/src/data/brand';

/** The stock search page, plus the meta description every page of the site has. */
export default function SearchPageWrapper(): ReactNode {
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
