export declare const BUDGET_BYTES: number;
export declare const HEADROOM: number;
export declare function headroom(gzipBytes: number): number;
export declare function bundle(): Promise<{ minBytes: number; gzipBytes: number }>;
