import React, { type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type { Props } from '@theme/Error';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';

/**
 * Root error fallback, instead of Docusaurus' English-only one: the theme's crash screen (titled
 * by ./ErrorPageContent.tsx) in the layout, or bare if the layout itself throws.
 */
export default function Error({ error, tryAgain }: Props): ReactNode {
  return (
    <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
      <Layout>
        <ErrorPageContent error={error} tryAgain={tryAgain} />
      </Layout>
    </ErrorBoundary>
  );
}
