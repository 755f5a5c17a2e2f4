import { type Batch } from '../collect/batch.js';
import type { EventRow } from './sink.js';
/** The batch fields kept as the context JSON (without the declared-unused ones). */
export declare function batchContext(batch: Batch): string;
/** Flattens a validated batch to one row per event. */
export declare function toRows(batch: Batch, receivedAt: number): EventRow[];
