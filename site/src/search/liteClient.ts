// The one search client of the site's own index, in the shape of Algolia's
// lite client (search, addAlgoliaAgent, clearCache): the navbar's modal uses
// it, and it replaces algoliasearch/lite on the stock search page (plugin.ts).
// The engine and the index load on the first search.
import globalData from '@generated/globalData';
import type { LocalSearchClient } from '@nubiva/search/client';
import type { SearchPluginData } from './plugin';

/** Dispatched on window with each answer the search page receives (detail: the response). */
export const SEARCH_RESPONSE_EVENT = 'nubiva-search:response';

type Requests = Parameters<LocalSearchClient['search']>[0];
type Response = Awaited<ReturnType<LocalSearchClient['search']>>;

/** The engine and the locale's index: a chunk of its own, fetched on first interest only. */
export function loadClient(indexUrl: string): Promise<LocalSearchClient> {
  return import('@nubiva/search/client').then(({ localSearchClient }) =>
    localSearchClient(indexUrl),
  );
}

/** The site's own index answers in Algolia's response format. */
export function localLiteClient(indexUrl: string) {
  return {
    search: (requests: Requests): Promise<Response> =>
      loadClient(indexUrl).then((client) => client.search(requests)),
    addAlgoliaAgent: (): void => undefined,
    clearCache: (): Promise<void> => Promise.resolve(),
  };
}

const announce = <T>(response: T): T => {
  window.dispatchEvent(new CustomEvent(SEARCH_RESPONSE_EVENT, { detail: response }));
  return response;
};

/**
 * Stands in for algoliasearch/lite's `liteClient(appId, apiKey)` on the stock
 * search page: the site's index answers, or Algolia when the plugin says it is
 * hosted (its client loads with the first search). Each answer is announced
 * for the page's search insights (theme/SearchPage).
 */
export function liteClient(appId: string, apiKey: string) {
  const { hosted, indexUrl } = (globalData['nubiva-search'] as Record<string, SearchPluginData>)
    .default!;
  if (!hosted) {
    const client = localLiteClient(indexUrl);
    return { ...client, search: (requests: Requests) => client.search(requests).then(announce) };
  }
  const hostedClient = import('algoliasearch/lite').then((algolia) =>
    algolia.liteClient(appId, apiKey),
  );
  return {
    search: (requests: Requests) =>
      hostedClient.then((client) => client.search(requests as never)).then(announce),
    addAlgoliaAgent: (segment: string, version?: string): void =>
      void hostedClient.then((client) => client.addAlgoliaAgent(segment, version)),
    clearCache: (): Promise<void> => hostedClient.then((client) => client.clearCache()),
  };
}
