/** Limits of POST /lc_t. Each one has a test that sends one unit more. */
export declare const collectLimits: {
    /**
     * Body size: browsers give all keepalive requests of a page 64 KiB
     * together, so a tracker batch is never larger.
     */
    readonly maxBodyBytes: number;
    /** The tracker sends 20 events a batch; retries never merge batches. */
    readonly maxEventsPerBatch: 100;
    /** Ids: device, session, window, user, app, event. */
    readonly maxIdLength: 128;
    /** url, prev_url, referrers. */
    readonly maxUrlLength: 4096;
    /** Every other string (browser names, campaign values, user agent…). */
    readonly maxTextLength: 1024;
    readonly maxEventNameLength: 128;
    readonly maxUgCustomEntries: 50;
    readonly maxScreenPixels: 100000;
    /** Minutes; real offsets lie within ±14 h. */
    readonly maxTzOffsetMinutes: number;
    /** Timestamps (ms) must fall between 2000-01-01 and 2100-01-01. */
    readonly minTimestampMs: number;
    readonly maxTimestampMs: number;
};
