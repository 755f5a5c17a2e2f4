// What the navbar button needs before the modal: the plugin's data and the search client's loader.
// Apart from useSearch.ts, so that the hook, the hits' markup and the reporter load with the
// modal, not with every page.
import { usePluginData } from '@docusaurus/useGlobalData';
import type { SearchClient } from '@nubiva/search/client';
import type { SearchPluginData } from './plugin';

export const useSearchData = (): SearchPluginData =>
  usePluginData('nubiva-search') as SearchPluginData;

let client: Promise<SearchClient & { preload?: () => Promise<unknown> }> | undefined;

/** The build's one client, loaded on first interest: the hosted provider's only when configured. */
export function loadClient(data: SearchPluginData): NonNullable<typeof client> {
  client ??= (
    process.env.NUBIVA_HOSTED_SEARCH
      ? import('@nubiva/search/hosted').then((m) => m.hostedSearchClient(data.hosted!))
      : import('@nubiva/search/client').then((m) => m.localSearchClient(data.indexUrl))
  ).catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}
