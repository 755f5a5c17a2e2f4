export declare class SqliteCheckpointer {
    private readonly worker;
    private readonly exited;
    constructor(file: string, intervalMs?: number);
    stop(): Promise<void>;
}
