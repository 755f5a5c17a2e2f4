/** "7d", "24h", "30m", "2w" before `now`, or an ISO date ("2026-01-31"). */
export declare function parseSince(value: string, now?: number): number;
