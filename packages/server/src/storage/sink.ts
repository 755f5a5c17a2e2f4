import type { Aggregates, StatsFilter } from '../stats/aggregates.js';

/**
 * One stored event: the event's own fields, the batch fields the stats read
 * as columns, and the rest of the batch context as JSON. Nothing else: no IP
 * address, no header, nothing the payload did not carry.
 */
export interface EventRow {
  eventId: string;
  event: string;
  /** Client time of the event (ms). */
  ts: number;
  /** Server time the batch was accepted (ms); retention counts from it. */
  receivedAt: number;
  params: string;
  url: string;
  prevUrl: string;
  hostname: string;
  pathname: string;
  search: string;
  workspace: string;
  pageType: string;
  appId: string;
  deviceId: string;
  sessionId: string;
  windowId: string;
  referrer: string;
  sessionReferrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  lcT: string;
  /** Every other batch field (browser, screen, campaign ids…) as JSON. */
  context: string;
  /** The batch's `custom.consent` ('granted', 'none', '' when unmarked): see derived.ts. */
  consent: string;
  /** `params.locale`, else the path's locale (derived.ts). */
  locale: string;
}

export interface StoreResult {
  /** Events newly stored. */
  stored: number;
  /** Events whose id was already stored (retries). */
  duplicates: number;
}

/**
 * Where accepted events go. `store` resolves only once the rows are durable
 * (the server answers 2xx after it); storing an event id again is a no-op.
 */
export interface EventSink {
  readonly kind: 'sqlite' | 'clickhouse';
  store(rows: readonly EventRow[]): Promise<StoreResult>;
  /**
   * Deletes events received before `cutoffMs`; returns how many went (if known).
   * An aborted `signal` gives up the run (its rejection is the signal's reason).
   */
  deleteReceivedBefore(cutoffMs: number, signal?: AbortSignal): Promise<number | null>;
  /**
   * Aggregates of events with client time in [sinceMs, untilMs), for `npm run stats`,
   * the HTML report and the insights dashboard; `filter` narrows them to a locale or path.
   */
  aggregate(sinceMs: number, untilMs: number, filter?: StatsFilter): Promise<Aggregates>;
  /** Details for GET /healthz; `ok: false` answers 503 (the sink cannot take batches now). */
  health?(): Promise<{ ok: boolean } & Record<string, unknown>>;
  /** Moves buffered events on before a shutdown, until `deadline` (ms); true when done. */
  flush?(deadline: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The sink cannot take more now (the ClickHouse spool is at its limit): the
 * server answers 503 with Retry-After, nothing is acknowledged.
 */
export class SinkFullError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'SinkFullError';
  }
}
