import { type Aggregates } from '../stats/aggregates.js';
import type { EventRow, EventSink, StoreResult } from './sink.js';
/**
 * The default sink: one SQLite file in WAL mode with synchronous=FULL, so a
 * committed batch survives a killed process and a power cut. Requests of the
 * same event-loop turn share one transaction (see GroupCommit).
 */
export declare class SqliteSink implements EventSink {
    readonly file: string;
    readonly kind = "sqlite";
    private readonly db;
    private readonly group;
    constructor(file: string);
    store(rows: readonly EventRow[]): Promise<StoreResult>;
    deleteReceivedBefore(cutoffMs: number): Promise<number>;
    aggregate(sinceMs: number, untilMs: number): Promise<Aggregates>;
    /** SQLite has no median: walk the sorted durations of each path once. */
    private medianPageStay;
    close(): Promise<void>;
}
/** Median of ascending values (mean of the middle two for an even count). */
export declare function median(sorted: readonly number[]): number;
