import type { Batch } from '../src/collect/batch.js';

export declare function prng(seed: number): () => number;
export declare const docsHost: string;
export declare const mainSiteHost: string;
/** Deterministic tracker batches (at most 20 events each), about `events` events in all. */
export declare function insightBatches(options: {
  events: number;
  seed?: number;
  now?: number;
  days?: number;
}): Generator<Batch>;
