import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { translate } from '@docusaurus/Translate';
import type { Props } from '@theme/Error';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';

/**
 * Root error fallback (replaces Docusaurus' untranslated core fallback, which
 * hard-codes "Page Error" and "This page crashed"). Renders the theme's crash
 * screen inside the layout, or bare if the layout itself throws.
 */
export default function Error({ error, tryAgain }: Props): ReactNode {
  return (
    <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
      <Head>
        <title>
          {translate({
            id: 'nubiva.error.rootTitle',
            message: 'Page Error',
            description: 'Document title when the whole page failed to render',
          })}
        </title>
      </Head>
      <Layout>
        <ErrorPageContent error={error} tryAgain={tryAgain} />
      </Layout>
    </ErrorBoundary>
  );
}
