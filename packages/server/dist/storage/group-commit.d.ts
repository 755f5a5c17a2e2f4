/**
 * Collects the rows of requests that arrive in the same event-loop turn and
 * writes them in one transaction: one fsync (or one ClickHouse insert) for
 * many batches, and each caller still learns its own result only after the
 * write is durable.
 */
export declare class GroupCommit<Row, Result> {
    private readonly write;
    private pending;
    private scheduled;
    constructor(write: (groups: readonly (readonly Row[])[]) => Promise<Result[]> | Result[]);
    submit(rows: readonly Row[]): Promise<Result>;
    private flush;
}
