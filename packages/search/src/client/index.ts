// What the site (site/src/search) and the benches (bench/search-compare.mjs) import.
export { snippetAttributes } from '../defaults.js';
export { createLocalSearchClient, fetchIndexFiles, localSearchClient } from './localClient.js';
export type { LocalSearchClient } from './localClient.js';
export { LocalSearchEngine } from '../engine/engine.js';
export type { SearchClient, SearchHit, SearchRequest, SearchResult } from './types.js';
