import { type Aggregates } from '../stats/aggregates.js';
import { type ClickHouseOptions } from './clickhouse-client.js';
import type { EventRow, EventSink, StoreResult } from './sink.js';
export interface ClickHouseSinkOptions extends ClickHouseOptions {
    database: string;
    table: string;
    /** Create database and table if missing (off when a cluster's tables are managed by hand). */
    createTables: boolean;
}
export declare class ClickHouseSink implements EventSink {
    private readonly options;
    readonly kind = "clickhouse";
    private readonly client;
    private readonly table;
    private readonly group;
    private constructor();
    static open(options: ClickHouseSinkOptions): Promise<ClickHouseSink>;
    store(rows: readonly EventRow[]): Promise<StoreResult>;
    /**
     * One insert for all batches of the turn. Ids already stored are left out
     * first (so a retry costs no write); the insert returns after ClickHouse
     * has written the part.
     */
    private writeGroups;
    deleteReceivedBefore(cutoffMs: number): Promise<null>;
    aggregate(sinceMs: number, untilMs: number): Promise<Aggregates>;
    close(): Promise<void>;
    get database(): string;
}
