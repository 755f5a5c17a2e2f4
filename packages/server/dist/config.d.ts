import type { SqliteSync } from './storage/sqlite.js';
/** Everything the environment configures; README "Configuration" lists the same names. */
export interface CollectorConfig {
    sink: {
        kind: 'sqlite';
        file: string;
        sync: SqliteSync;
    } | {
        kind: 'clickhouse';
        url: string;
        user?: string;
        password?: string;
        database: string;
        table: string;
        createTables: boolean;
    };
    retentionDays: number;
    /** Requests per client and minute on POST /lc_t; 0 turns the limit off. */
    rateLimitPerMinute: number;
    /** Origins besides the server's own that may post (e.g. a staging host). */
    allowedOrigins: string[];
    /** Take the client and host from X-Forwarded-For / X-Forwarded-Host. */
    trustProxy: boolean;
}
export declare const defaultRateLimitPerMinute = 600;
type Env = Record<string, string | undefined>;
export declare function collectorConfigFromEnv(env?: Env): Promise<CollectorConfig>;
export {};
