export { SEARCH_DEFAULTS, snippetAttributes } from '../defaults.js';
export {
  createLocalSearchClient,
  fetchIndex,
  fetchIndexPart,
  IndexLoadError,
  localSearchClient,
} from './localClient.js';
export type { IndexLoader, IndexPartLoader, LocalSearchClient } from './localClient.js';
export type {
  SearchClient,
  SearchHit,
  SearchRequest,
  SearchResponse,
  SearchResult,
} from './types.js';
export {
  LocalSearchEngine,
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SNIPPET_WORDS,
} from '../engine/engine.js';
export { MAX_QUERY_LENGTH } from '../engine/query.js';
