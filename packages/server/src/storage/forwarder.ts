import type { Spool, SpoolChunk } from './spool.js';
import { log as serverLog } from '../log.js';

export interface ForwarderOptions {
  /** Events per ClickHouse insert at most (EVENTS_FORWARD_BATCH). */
  batchEvents: number;
  /** Pause between forwarding rounds while ClickHouse answers (EVENTS_FORWARD_INTERVAL_MS). */
  intervalMs: number;
  /** Longest pause between attempts while ClickHouse fails (EVENTS_FORWARD_MAX_BACKOFF_MS). */
  maxBackoffMs: number;
}

/** Where the forwarder inserts: ClickHouseStore, or a test double of it. */
export interface ForwardTarget {
  /**
   * Inserts the chunk's lines; resolves only once the insert is confirmed.
   * With `filter`, ids the target already holds are left out (used when an
   * earlier attempt of the same rows may have reached it).
   */
  insert(
    ids: readonly string[],
    lines: readonly string[],
    options: { filter: boolean; signal?: AbortSignal },
  ): Promise<{ inserted: number; skipped: number }>;
}

export interface ForwarderState {
  /** Whether the last attempt succeeded (null before the first). */
  reachable: boolean | null;
  lastError: string | null;
  /** Since when attempts fail (ms), null while they succeed. */
  failingSince: number | null;
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  forwardedEvents: number;
  /** Events left out because ClickHouse already had them. */
  skippedEvents: number;
  inserts: number;
  /** When the next attempt is due (ms). */
  nextAttemptAt: number;
}

/**
 * Moves spooled batches to ClickHouse: oldest first, up to `batchEvents`
 * events per insert, full chunks back to back and a partial one once per
 * interval (about one insert per second at low rates, as ClickHouse likes).
 * A chunk leaves the spool only after ClickHouse confirmed its insert, so a
 * crash between the two sends it again: at least once. The first chunk after
 * a start or a failed attempt is filtered against ClickHouse, so such a
 * resend stores nothing twice; a duplicate that still slips through (two
 * servers, a tracker retry of an acknowledged batch) is folded by the
 * ReplacingMergeTree and never counted by the stats (FINAL).
 * While ClickHouse fails, attempts back off exponentially (1 s doubling up to
 * `maxBackoffMs`, with jitter so several servers do not retry in step).
 */
export class Forwarder {
  readonly state: ForwarderState = {
    reachable: null,
    lastError: null,
    failingSince: null,
    lastSuccessAt: null,
    lastFailureAt: null,
    forwardedEvents: 0,
    skippedEvents: 0,
    inserts: 0,
    nextAttemptAt: 0,
  };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** The next chunk may have reached ClickHouse before (after a start or a failure). */
  private uncertain = true;
  private failures = 0;
  private abort: AbortController | null = null;

  constructor(
    private readonly spool: Spool,
    private readonly target: ForwardTarget,
    private readonly options: ForwarderOptions,
    private readonly log: (line: string) => void = (line) => serverLog.warn(line),
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Called after an append: forwards at once when a full chunk is waiting. */
  wake(): void {
    if (this.stopped || this.running !== null || this.failures > 0) return;
    if (this.spool.depth.events >= this.options.batchEvents) this.schedule(0);
  }

  /**
   * Called while the spool is full and refusing batches: waiting out a long
   * back-off would refuse visitors for longer than needed, so the next
   * attempt comes within a second.
   */
  hurry(): void {
    if (this.stopped || this.running !== null) return;
    if (this.nextAttemptInMs > 1000) this.schedule(1000);
  }

  /** Milliseconds until the next attempt (0 if due or running). */
  get nextAttemptInMs(): number {
    return Math.max(0, this.state.nextAttemptAt - Date.now());
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.state.nextAttemptAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.round().finally(() => (this.running = null));
    }, delayMs);
    // An idle forwarder does not keep the process alive.
    this.timer.unref();
  }

  /** One round: full chunks back to back, then the partial rest; reschedules itself. */
  private async round(): Promise<void> {
    this.abort = new AbortController();
    try {
      for (;;) {
        const chunk = await this.spool.head(this.options.batchEvents);
        if (chunk === null) break;
        await this.forward(chunk, this.abort.signal);
        if (this.stopped || chunk.events < this.options.batchEvents) break;
      }
      this.schedule(this.options.intervalMs);
    } catch (error) {
      this.failed(error);
    } finally {
      this.abort = null;
    }
  }

  private async forward(chunk: SpoolChunk, signal: AbortSignal): Promise<void> {
    // Within a chunk an event id counts once (a tracker retry while the first try was spooled).
    const seen = new Set<string>();
    const ids: string[] = [];
    const lines: string[] = [];
    chunk.ids.forEach((id, index) => {
      if (seen.has(id)) return;
      seen.add(id);
      ids.push(id);
      lines.push(chunk.lines[index] as string);
    });
    const result = await this.target.insert(ids, lines, { filter: this.uncertain, signal });
    this.uncertain = false;
    await this.spool.remove(chunk);
    this.succeeded(result.inserted, result.skipped + (chunk.events - ids.length));
  }

  private succeeded(inserted: number, skipped: number): void {
    const state = this.state;
    if (state.failingSince !== null) {
      const seconds = ((Date.now() - state.failingSince) / 1000).toFixed(1);
      this.log(
        `forwarder: ClickHouse takes inserts again after ${seconds} s; ${this.spool.depth.events} events still spooled`,
      );
    }
    this.failures = 0;
    state.reachable = true;
    state.lastError = null;
    state.failingSince = null;
    state.lastSuccessAt = Date.now();
    state.forwardedEvents += inserted;
    state.skippedEvents += skipped;
    state.inserts += 1;
  }

  private failed(error: unknown): void {
    const state = this.state;
    const message = error instanceof Error ? error.message : String(error);
    this.uncertain = true;
    this.failures += 1;
    if (state.failingSince === null) {
      state.failingSince = Date.now();
      this.log(
        `forwarder: ClickHouse insert failed (${message}); events stay in the spool, retrying with back-off`,
      );
    }
    state.reachable = false;
    state.lastError = message;
    state.lastFailureAt = Date.now();
    const backoff = Math.min(this.options.maxBackoffMs, 1000 * 2 ** (this.failures - 1));
    this.schedule(Math.round(backoff * (0.8 + Math.random() * 0.4)));
  }

  /**
   * Forwards what the spool holds until it is empty or `deadline` (ms) has
   * come, then stops. Whatever is left stays spooled for the next start.
   * Resolves with true when the spool is empty.
   */
  async flush(deadline: number): Promise<boolean> {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const timeLeft = () => deadline - Date.now();
    if (this.running !== null) {
      const running = this.running;
      const timer = setTimeout(() => this.abort?.abort(), Math.max(0, timeLeft()));
      await running;
      clearTimeout(timer);
    }
    while (timeLeft() > 0) {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), timeLeft());
      try {
        const chunk = await this.spool.head(this.options.batchEvents);
        if (chunk === null) return true;
        await this.forward(chunk, abort.signal);
      } catch (error) {
        this.failed(error);
        return false;
      } finally {
        clearTimeout(timer);
      }
    }
    return this.spool.depth.events === 0;
  }

  /** Stops forwarding; waits for a round on its way (an insert is bounded by the client's time-out). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.abort?.abort();
    await this.running;
  }
}
