/**
 * Per-client request budget, kept in memory only (never stored): each client
 * key gets `perMinute` requests in a fixed one-minute window. Windows of idle
 * clients are swept each minute, so memory follows the active clients.
 */
export declare class RateLimiter {
    private readonly perMinute;
    private readonly now;
    private readonly windows;
    private readonly sweeper;
    constructor(perMinute: number, now?: () => number);
    /** Counts one request; returns the seconds to wait, or 0 when allowed. */
    take(key: string): number;
    get trackedClients(): number;
    sweep(): void;
    stop(): void;
}
