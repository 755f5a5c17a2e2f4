/** Limits of POST /lc_t. Each one has a test that sends one unit more. */
export const collectLimits = {
  /**
   * Body size: browsers give all keepalive requests of a page 64 KiB
   * together, so a tracker batch is never larger.
   */
  maxBodyBytes: 64 * 1024,
  /** The tracker sends 20 events a batch; retries never merge batches. */
  maxEventsPerBatch: 100,
  /** Ids: device, session, window, user, app, event. */
  maxIdLength: 128,
  /** url, prev_url, referrers. */
  maxUrlLength: 4096,
  /** Every other string (browser names, campaign values, user agent…). */
  maxTextLength: 1024,
  maxEventNameLength: 128,
  maxUgCustomEntries: 50,
  maxScreenPixels: 100_000,
  /** Minutes; real offsets lie within ±14 h. */
  maxTzOffsetMinutes: 24 * 60,
  /** Timestamps (ms) must fall between 2000-01-01 and 2100-01-01. */
  minTimestampMs: Date.UTC(2000, 0, 1),
  maxTimestampMs: Date.UTC(2100, 0, 1),
} as const;
