import React, { type ComponentProps, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import ErrorPageContent from '@theme-original/ErrorPageContent';

/** Docusaurus' crash screen, plus a document title in the reader's language. */
export default function ErrorPageContentWrapper(
  props: ComponentProps<typeof ErrorPageContent>,
): ReactNode {
  return (
    <>
      <Head>
        <title>
          {translate({
            id: 'nubiva.error.pageTitle',
            message: 'This page crashed',
            description: 'Document title of the page shown when a page crashed',
          })}
        </title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
