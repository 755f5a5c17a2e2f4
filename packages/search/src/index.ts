/**
 * The package root: only what is imported from it outside the package (the
 * benchmarks in bench/ and the site's tests). The browser client, the indexer
 * and the shared defaults have their own entries (`./client`, `./indexer`,
 * `./defaults`).
 */
export { LocalSearchEngine } from './engine/engine.js';
