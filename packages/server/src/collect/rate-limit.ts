/**
 * Per-client request budget, kept in memory only (never stored): each client
 * key gets `perMinute` requests in a fixed one-minute window. Windows of idle
 * clients are swept each minute, so memory follows the active clients.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** Counts one request; returns the seconds to wait, or 0 when allowed. */
  take(key: string): number {
    if (this.perMinute <= 0) return 0;
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined || now - window.start >= 60_000) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.perMinute) return 0;
    return Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
  }

  get trackedClients(): number {
    return this.windows.size;
  }

  sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (now - window.start >= 60_000) this.windows.delete(key);
    }
  }

  stop(): void {
    clearInterval(this.sweeper);
  }
}
