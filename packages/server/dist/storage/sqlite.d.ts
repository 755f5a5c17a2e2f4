import { type Aggregates } from '../stats/aggregates.js';
import type { EventRow, EventSink, StoreResult } from './sink.js';
/**
 * How a commit reaches the disk. `full`: the WAL is fsynced before the
 * commit returns, so an answered batch survives a power cut. `normal`: the
 * WAL is written (it survives a killed process) and fsynced at checkpoints
 * only, a power cut may lose the last moments.
 */
export type SqliteSync = 'full' | 'normal';
/**
 * The default sink: one SQLite file in WAL mode. Requests of the same
 * event-loop turn share one transaction (see GroupCommit); checkpoints run
 * in a worker thread (see SqliteCheckpointer).
 */
export declare class SqliteSink implements EventSink {
    readonly file: string;
    readonly sync: SqliteSync;
    readonly kind = "sqlite";
    private readonly db;
    private readonly group;
    private readonly checkpointer;
    constructor(file: string, sync?: SqliteSync);
    store(rows: readonly EventRow[]): Promise<StoreResult>;
    deleteReceivedBefore(cutoffMs: number): Promise<number>;
    aggregate(sinceMs: number, untilMs: number): Promise<Aggregates>;
    /** SQLite has no median: walk the sorted durations of each path once. */
    private medianPageStay;
    close(): Promise<void>;
}
/** Median of ascending values (mean of the middle two for an even count). */
export declare function median(sorted: readonly number[]): number;
