import { LocalSearchEngine } from '../engine/engine.js';
import { INDEX_FILE_NAME, type PartLoader } from '../engine/parts.js';
import type { SearchClient, SearchRequest, SearchResult } from './types.js';

/** The index could not be loaded: the UI shows its failure screen. */
export class IndexLoadError extends Error {
  override readonly name = 'IndexLoadError';
  constructor(cause: unknown) {
    super(
      `Search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

/**
 * A search client answering the multi-query request (docs/requirements.md#search-call) from the
 * local engine. The manifest is loaded on first interest (`preload`) or by the
 * first search, each query's parts as it needs them. A failed load fails that
 * search; the next one starts again from the manifest, so that a deploy
 * between two searches (its old parts gone) finds the new ones.
 */
export interface LocalSearchClient extends SearchClient {
  preload(): Promise<LocalSearchEngine>;
}

export function createLocalSearchClient(
  load: PartLoader,
  manifestFile = INDEX_FILE_NAME,
): LocalSearchClient {
  let engine: Promise<LocalSearchEngine> | undefined;
  const fail = (error: unknown): never => {
    engine = undefined;
    throw error instanceof IndexLoadError ? error : new IndexLoadError(error);
  };
  const preload = (): Promise<LocalSearchEngine> => {
    engine ??= LocalSearchEngine.open(load, manifestFile).then((opened) => {
      // In a browser, while the reader moves to the field: the first query then runs compiled code.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => opened.warmUp());
      return opened;
    }, fail);
    return engine;
  };
  return {
    preload,
    async search(input, options = {}) {
      const requests: SearchRequest[] = Array.isArray(input) ? input : input.requests;
      const loaded = await preload();
      const { onPartial } = options;
      // The first hits early only for a single request (the UI's).
      const early =
        onPartial && requests.length === 1
          ? (result: SearchResult) => onPartial({ results: [result] })
          : undefined;
      const results = await Promise.all(
        requests.map((request) => loaded.answer(request, early)),
      ).catch(fail);
      return { results };
    },
  };
}

/** Reads an index's files over HTTP, relative to its manifest's URL, failing clearly on a bad response. */
export function fetchIndexFiles(indexUrl: string): PartLoader {
  return async (file) => {
    const url = indexUrl.replace(/[^/]*$/, file);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
    return response.json();
  };
}

const clients = new Map<string, LocalSearchClient>();

/** One client (and one loaded index) per index URL, shared by the modal and the search page. */
export function localSearchClient(indexUrl: string): LocalSearchClient {
  let client = clients.get(indexUrl);
  if (client === undefined) {
    client = createLocalSearchClient(
      fetchIndexFiles(indexUrl),
      indexUrl.replace(/^.*\//, '') || INDEX_FILE_NAME,
    );
    clients.set(indexUrl, client);
  }
  return client;
}
