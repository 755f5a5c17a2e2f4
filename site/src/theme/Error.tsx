import React, { type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import type { Props } from '@theme/Error';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
const route = { plugin: { name: 'docusaurus-core-error-boundary', id: 'default' } };
// German crash screen in the layout (bare if that throws). The layout reads a route context, and
// the root boundary is above every route's: private import as in Docusaurus' own fallback.
export default function Error({ error, tryAgain }: Props): ReactNode {
  const bare = () => <ErrorPageContent error={error} tryAgain={tryAgain} />;
  return (
    <RouteContextProvider value={route}>
      <ErrorBoundary fallback={bare}>
        <Layout>{bare()}</Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
