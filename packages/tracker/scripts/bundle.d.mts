export declare const ISSUE_TARGET_BYTES: number;
export declare const BUDGET_BYTES: number;
export declare function bundle(): Promise<{ minBytes: number; gzipBytes: number }>;
