import { LocalSearchEngine } from '../engine/engine.js';
import { mergeIndex, type SerializedIndex, type SerializedIndexPart } from '../engine/types.js';
import type { SearchClient, SearchRequest } from './types.js';

export type IndexLoader = () => Promise<SerializedIndex>;
/** Loads the rest of a split index, by the file name the index gives. */
export type IndexPartLoader = (fileName: string) => Promise<SerializedIndexPart>;

/** The index could not be loaded: the UI shows its failure screen. */
export class IndexLoadError extends Error {
  override readonly name = 'IndexLoadError';
  constructor(cause: unknown) {
    super(
      `Search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}

/**
 * A search client answering the multi-query request (spec section 7) from the
 * local engine. The index is loaded on the first call (or by `preload`); a
 * failed load is reported to that search and retried by the next one.
 */
export interface LocalSearchClient extends SearchClient {
  preload(): Promise<LocalSearchEngine>;
  /** Resolves once a split index is complete (or its rest failed to load). */
  complete(): Promise<void>;
}

export function createLocalSearchClient(
  loadIndex: IndexLoader,
  loadPart?: IndexPartLoader,
): LocalSearchClient {
  let engine: Promise<LocalSearchEngine> | undefined;
  let completed: Promise<void> = Promise.resolve();
  let pendingRest: SerializedIndex | undefined;
  let restInFlight = false;
  let listsAllWords = false;
  // The rest is fetched after the first answer, so it never delays that answer.
  const loadRest = (): void => {
    const main = pendingRest;
    pendingRest = undefined;
    if (main?.more === undefined || loadPart === undefined) return;
    restInFlight = true;
    completed = loadPart(main.more)
      .then((rest) => {
        engine = Promise.resolve(new LocalSearchEngine(mergeIndex(main, rest)));
      })
      // Without the rest, the same hits answer, shown by their headings.
      .catch(() => undefined)
      .finally(() => {
        restInFlight = false;
      });
  };
  const preload = (): Promise<LocalSearchEngine> => {
    engine ??= loadIndex()
      .then((index) => {
        pendingRest = index;
        listsAllWords = index.sectionTerms !== undefined;
        return new LocalSearchEngine(index);
      })
      .catch((error: unknown) => {
        engine = undefined;
        throw error instanceof IndexLoadError ? error : new IndexLoadError(error);
      });
    return engine;
  };
  return {
    preload,
    async complete() {
      await preload();
      loadRest();
      await completed;
    },
    async search(input) {
      const requests: SearchRequest[] = Array.isArray(input) ? input : input.requests;
      let loaded = await preload();
      let results = requests.map((request) => loaded.search(request));
      // A first part that lists every section's words answers exactly as the
      // whole index does; only an older one (without them) may lack a word.
      const restMissing =
        !listsAllWords &&
        ((pendingRest?.more !== undefined && loadPart !== undefined) || restInFlight);
      if (restMissing && results.some((result) => result.nbHits === 0)) {
        // A word that only occurs in later paragraphs: rather than answer
        // "no results", wait for the rest of the index and answer from all of it.
        loadRest();
        await completed;
        loaded = await preload();
        results = requests.map((request) => loaded.search(request));
      } else if (pendingRest !== undefined) {
        setTimeout(loadRest, 0);
      }
      return { results };
    },
  };
}

/** Fetches a serialized index over HTTP, failing clearly on a bad response. */
export function fetchIndex(url: string): IndexLoader {
  return async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
    return (await response.json()) as SerializedIndex;
  };
}

/** Fetches the rest of a split index from the index's folder. */
export function fetchIndexPart(indexUrl: string): IndexPartLoader {
  return async (fileName) => {
    const url = indexUrl.replace(/[^/]*$/, fileName);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
    return (await response.json()) as SerializedIndexPart;
  };
}

const clients = new Map<string, LocalSearchClient>();

/** One client (and one loaded index) per index URL, shared by the modal and the search page. */
export function localSearchClient(indexUrl: string): LocalSearchClient {
  let client = clients.get(indexUrl);
  if (client === undefined) {
    client = createLocalSearchClient(fetchIndex(indexUrl), fetchIndexPart(indexUrl));
    clients.set(indexUrl, client);
  }
  return client;
}
