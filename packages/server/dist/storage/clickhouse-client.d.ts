/** A minimal ClickHouse HTTP client (the HTTP interface exists in every version). */
export interface ClickHouseOptions {
    /** e.g. http://127.0.0.1:8123 */
    url: string;
    user?: string;
    password?: string;
    timeoutMs?: number;
}
export declare class ClickHouseClient {
    private readonly options;
    constructor(options: ClickHouseOptions);
    /** Runs a statement; `body` follows the query (e.g. JSONEachRow rows of an INSERT). */
    exec(query: string, body?: string): Promise<string>;
    /** Runs a SELECT and parses its JSONEachRow lines. */
    rows<T>(query: string): Promise<T[]>;
}
/** Quotes a string literal for ClickHouse SQL. */
export declare function quote(value: string): string;
export declare function assertIdentifier(name: string, what: string): string;
