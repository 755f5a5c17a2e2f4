import {
  agentFetchStats,
  hourRange,
  type AgentFetchRow,
  type AgentFetchStats,
  type AgentFetchTarget,
} from '../agents/counter.js';
import {
  dayRange,
  pageViewStats,
  type PageViewRow,
  type PageViewStats,
  type PageViewTarget,
} from '../page-views.js';
import type { Aggregates, StatsFilter } from '../stats/aggregates.js';
import { clickhouseAggregate } from './clickhouse-aggregate.js';
import {
  assertIdentifier,
  ClickHouseClient,
  quote,
  type ClickHouseOptions,
} from './clickhouse-client.js';
import { migrate } from './clickhouse-migrations.js';
import { Forwarder, type ForwarderOptions, type ForwardTarget } from './forwarder.js';
import { SinkFullError, type EventRow, type EventSink, type StoreResult } from './sink.js';
import { Spool, type SpoolBatch } from './spool.js';
import type { SqliteFileOptions, SqliteSync } from './sqlite.js';
import { log } from '../log.js';

export interface ClickHouseStoreOptions extends ClickHouseOptions {
  database: string;
  table: string;
  /** Apply the schema's migrations (off when a cluster's tables are managed by hand). */
  createTables: boolean;
}

export interface ClickHouseSinkOptions extends ClickHouseStoreOptions {
  spool: {
    /** EVENTS_SPOOL_FILE: one per server process. */
    file: string;
    sync: SqliteSync;
    /** EVENTS_SPOOL_MAX_EVENTS: past it /lc_t answers 503 with Retry-After. */
    maxEvents: number;
  };
  forward: ForwarderOptions;
}

/** One event as a ClickHouse JSONEachRow line. */
export const toJsonLine = (row: EventRow): string => JSON.stringify(toJsonRow(row));

/** Columns a batch's events usually share: kept once per batch in the spool. */
const sharedColumns = [
  'received_at',
  'app_id',
  'device_id',
  'session_id',
  'window_id',
  'referrer',
  'session_referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'lc_t',
  'context',
] as const;

/**
 * A batch's rows for the spool: the columns equal in every row once
 * (`shared`), the rest per event (`parts`); joinLine() makes the lines.
 */
export function toSpoolBatch(rows: readonly EventRow[]): SpoolBatch {
  const jsonRows = rows.map(toJsonRow) as Record<string, unknown>[];
  const first = jsonRows[0] ?? {};
  const shared = sharedColumns.filter((column) =>
    jsonRows.every((row) => row[column] === first[column]),
  );
  const sharedSet = new Set<string>(shared);
  return {
    ids: rows.map((row) => row.eventId),
    shared: JSON.stringify(Object.fromEntries(shared.map((column) => [column, first[column]]))),
    parts: jsonRows.map((row) =>
      JSON.stringify(
        Object.fromEntries(Object.entries(row).filter(([key]) => !sharedSet.has(key))),
      ),
    ),
  };
}

/** The promise, or a rejection as soon as the signal aborts (the promise itself goes on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const toJsonRow = (row: EventRow) => ({
  event_id: row.eventId,
  event: row.event,
  ts: row.ts,
  received_at: row.receivedAt,
  event_date: new Date(row.ts).toISOString().slice(0, 10),
  params: row.params,
  url: row.url,
  prev_url: row.prevUrl,
  hostname: row.hostname,
  pathname: row.pathname,
  search: row.search,
  workspace: row.workspace,
  page_type: row.pageType,
  app_id: row.appId,
  device_id: row.deviceId,
  session_id: row.sessionId,
  window_id: row.windowId,
  referrer: row.referrer,
  session_referrer: row.sessionReferrer,
  utm_source: row.utmSource,
  utm_medium: row.utmMedium,
  utm_campaign: row.utmCampaign,
  lc_t: row.lcT,
  context: row.context,
});

/**
 * The ClickHouse table: creates it, inserts forwarded chunks, deletes by
 * retention and computes the stats. Used by the forwarder of a server and,
 * read-only, by `npm run stats`.
 */
export class ClickHouseStore implements ForwardTarget, AgentFetchTarget, PageViewTarget {
  private readonly client: ClickHouseClient;
  readonly table: string;
  private tables: Promise<void> | null = null;

  constructor(private readonly options: ClickHouseStoreOptions) {
    this.client = new ClickHouseClient(options);
    this.table = `${assertIdentifier(options.database, 'CLICKHOUSE_DATABASE')}.${assertIdentifier(options.table, 'CLICKHOUSE_TABLE')}`;
  }

  get url(): string {
    return this.options.url;
  }

  get database(): string {
    return this.options.database;
  }

  /**
   * Brings the schema up to date: applies the migrations the database has
   * not recorded (once; tried again after a failure).
   */
  ensureTables(): Promise<void> {
    if (!this.options.createTables) return Promise.resolve();
    this.tables ??= migrate(this.client, {
      database: this.options.database,
      events: this.options.table,
    }).then(
      () => undefined,
      (error: unknown) => {
        this.tables = null;
        throw error;
      },
    );
    return this.tables;
  }

  /**
   * Inserts JSONEachRow lines in one insert; resolves once ClickHouse has
   * confirmed it. With `filter`, ids already in the table are left out first.
   */
  async insert(
    ids: readonly string[],
    lines: readonly string[],
    { filter, signal }: { filter: boolean; signal?: AbortSignal },
  ): Promise<{ inserted: number; skipped: number }> {
    // The table check starts with the server; if ClickHouse hung meanwhile, it never settles, and an
    // insert waiting for it must still give way to its signal (a shutdown's deadline).
    await untilAborted(this.ensureTables(), signal);
    let keep = lines;
    if (filter && ids.length > 0) {
      const list = ids.map(quote).join(',');
      const existing = new Set(
        (
          await this.client.rows<{ event_id: string }>(
            `SELECT event_id FROM ${this.table} WHERE event_id IN (${list})`,
            // The id list is longer than the default 256 KiB query limit.
            { max_query_size: String(list.length + 4096) },
            signal,
          )
        ).map((row) => row.event_id),
      );
      keep = lines.filter((_, index) => !existing.has(ids[index] as string));
    }
    if (keep.length > 0) await this.client.insertJsonLines(this.table, keep.join('\n'), signal);
    return { inserted: keep.length, skipped: lines.length - keep.length };
  }

  /** True if ClickHouse answers /ping. */
  ping(): Promise<boolean> {
    return this.client.ping().catch(() => false);
  }

  private get agentFetchesTable(): string {
    return `${this.options.database}.agent_fetches`;
  }

  async insertAgentFetches(batch: string, rows: readonly AgentFetchRow[]): Promise<void> {
    await this.ensureTables();
    await this.client.insertJsonLines(
      this.agentFetchesTable,
      rows.map((row) => JSON.stringify({ batch, ...row })).join('\n'),
    );
  }

  /** The agent fetches of every instance in [sinceMs, untilMs), by hour. */
  async agentFetches(sinceMs: number, untilMs: number): Promise<AgentFetchStats> {
    const [first, last] = hourRange(sinceMs, untilMs).map(quote);
    const rows = await this.countRows<Omit<AgentFetchRow, 'hour'>>(
      `SELECT path, family, via, sum(requests) AS requests FROM ${this.agentFetchesTable} FINAL
       WHERE hour >= ${first} AND hour <= ${last} GROUP BY path, family, via`,
    );
    return agentFetchStats(rows.map((row) => ({ ...row, requests: Number(row.requests) })));
  }

  /** Rows of a table of counts; a database no server of this version has migrated has none. */
  private countRows<T>(query: string): Promise<T[]> {
    return this.client.rows<T>(query).catch((error: Error) => {
      if (/doesn't exist/i.test(error.message)) return [];
      throw error;
    });
  }

  private get pageViewsTable(): string {
    return `${this.options.database}.page_views`;
  }

  async insertPageViews(batch: string, rows: readonly PageViewRow[]): Promise<void> {
    await this.ensureTables();
    await this.client.insertJsonLines(
      this.pageViewsTable,
      rows.map((row) => JSON.stringify({ batch, ...row })).join('\n'),
    );
  }

  /** The page views every instance delivered in [sinceMs, untilMs), by UTC day. */
  async pageViews(sinceMs: number, untilMs: number): Promise<PageViewStats> {
    const [first, last] = dayRange(sinceMs, untilMs).map(quote);
    const rows = await this.countRows<PageViewRow>(
      `SELECT day, locale, path, referrer_host, kind, sum(views) AS views
       FROM ${this.pageViewsTable} FINAL
       WHERE day >= ${first} AND day <= ${last} GROUP BY day, locale, path, referrer_host, kind`,
    );
    return pageViewStats(rows.map((row) => ({ ...row, views: Number(row.views) })));
  }

  async deleteReceivedBefore(cutoffMs: number, signal?: AbortSignal): Promise<null> {
    // The first run starts with the server, as the table check does: on a new ClickHouse the
    // ALTER would otherwise reach it before the database exists. As for inserts, a shutdown's
    // signal wins over a table check that never settles (a hung ClickHouse).
    await untilAborted(this.ensureTables(), signal);
    // A mutation: ClickHouse deletes in the background, so the count is unknown.
    await this.client.exec(
      `ALTER TABLE ${this.table} DELETE WHERE received_at < ${Math.floor(cutoffMs)}`,
      undefined,
      signal,
    );
    return null;
  }

  aggregate(sinceMs: number, untilMs: number, filter: StatsFilter = {}): Promise<Aggregates> {
    return clickhouseAggregate(
      <T>(query: string) => this.client.rows<T>(query),
      this.table,
      sinceMs,
      untilMs,
      filter,
    );
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

/**
 * The ClickHouse store as the server uses it: every accepted batch is first
 * committed to the local spool (answered 2xx only then), and the forwarder
 * moves spooled batches to ClickHouse in large inserts. A ClickHouse outage
 * only grows the spool; when the spool reaches its limit, /lc_t answers 503
 * with Retry-After and nothing is acknowledged.
 */
export class ClickHouseSink implements EventSink {
  readonly kind = 'clickhouse';
  readonly forwarder: Forwarder;
  private fullSince: number | null = null;
  private refusedWhileFull = 0;
  private lastPing: { at: number; reachable: boolean } | null = null;

  private constructor(
    readonly clickhouse: ClickHouseStore,
    readonly spool: Spool,
    private readonly options: ClickHouseSinkOptions,
  ) {
    this.forwarder = new Forwarder(spool, clickhouse, options.forward);
  }

  /**
   * Opens the spool and starts the forwarder. An unreachable ClickHouse does
   * not stop the start: batches are spooled, and tables are created before
   * the first forward.
   */
  static async open(
    options: ClickHouseSinkOptions,
    spoolOptions: SqliteFileOptions = {},
  ): Promise<ClickHouseSink> {
    const store = new ClickHouseStore(options);
    // Not awaited: the server listens at once (a restart is back within the tracker's retries);
    // the forwarder's first insert waits for the same promise, or tries again.
    store.ensureTables().catch((error: unknown) => {
      log.warn(`ClickHouse at ${options.url} not ready yet: ${(error as Error).message}`);
    });
    const sink = new ClickHouseSink(
      store,
      new Spool(options.spool.file, options.spool.sync, spoolOptions),
      options,
    );
    sink.forwarder.start();
    return sink;
  }

  get database(): string {
    return this.clickhouse.database;
  }

  async store(rows: readonly EventRow[]): Promise<StoreResult> {
    const max = this.options.spool.maxEvents;
    if (this.spool.reservedEvents + rows.length > max) {
      this.refusedWhileFull += 1;
      if (this.fullSince === null) {
        this.fullSince = Date.now();
        log.error(
          `lc_t: the spool is full (${this.spool.depth.events} events, EVENTS_SPOOL_MAX_EVENTS=${max}); ` +
            'answering 503 until ClickHouse takes events again',
        );
      }
      this.forwarder.hurry();
      const seconds = Math.min(60, Math.max(1, Math.ceil(this.forwarder.nextAttemptInMs / 1000)));
      throw new SinkFullError('the event spool is full, retry later', seconds);
    }
    const result = await this.spool.append(rows[0]?.receivedAt ?? Date.now(), toSpoolBatch(rows));
    if (this.fullSince !== null) {
      const seconds = ((Date.now() - this.fullSince) / 1000).toFixed(1);
      log.info(
        `lc_t: the spool takes batches again after ${seconds} s full (${this.refusedWhileFull} batches refused with 503)`,
      );
      this.fullSince = null;
      this.refusedWhileFull = 0;
    }
    this.forwarder.wake();
    return result;
  }

  deleteReceivedBefore(cutoffMs: number, signal?: AbortSignal): Promise<null> {
    return this.clickhouse.deleteReceivedBefore(cutoffMs, signal);
  }

  /** Stats from ClickHouse only: spooled events are not in them (the stats command warns). */
  aggregate(sinceMs: number, untilMs: number, filter?: StatsFilter): Promise<Aggregates> {
    return this.clickhouse.aggregate(sinceMs, untilMs, filter);
  }

  /**
   * Whether ClickHouse answers: the latest of the forwarder's last insert and
   * a ping, pinging only when neither is from the last second.
   */
  private async reachable(): Promise<boolean> {
    const state = this.forwarder.state;
    const seen = [
      { at: state.lastSuccessAt ?? 0, reachable: true },
      { at: state.lastFailureAt ?? 0, reachable: false },
      this.lastPing ?? { at: 0, reachable: false },
    ].sort((a, b) => b.at - a.at)[0]!;
    if (Date.now() - seen.at <= 1000) return seen.reachable;
    const at = Date.now();
    const reachable = await this.clickhouse.ping();
    this.lastPing = { at, reachable };
    return reachable;
  }

  /** Spool depth, ClickHouse reachability and the forwarder's state. */
  async health(): Promise<{ ok: boolean } & Record<string, unknown>> {
    const reachable = await this.reachable();
    const now = Date.now();
    const depth = this.spool.depth;
    const oldest = this.spool.oldestReceivedAt();
    const state = this.forwarder.state;
    const full = this.spool.reservedEvents >= this.options.spool.maxEvents;
    return {
      ok: !full,
      spool: {
        events: depth.events,
        batches: depth.batches,
        maxEvents: this.options.spool.maxEvents,
        full,
        oldestAgeMs: oldest === null ? null : now - oldest,
      },
      clickhouse: {
        reachable,
        lastInsertError: state.lastError,
        failingForMs: state.failingSince === null ? null : now - state.failingSince,
        lastInsertAgoMs: state.lastSuccessAt === null ? null : now - state.lastSuccessAt,
        forwardedEvents: state.forwardedEvents,
        inserts: state.inserts,
      },
    };
  }

  /** Forwards what the spool holds until it is empty or the deadline (ms) comes. */
  flush(deadline: number): Promise<boolean> {
    return this.forwarder.flush(deadline);
  }

  private closing: Promise<void> | null = null;

  /** Stops the forwarder and closes the spool (once; later calls wait for the first). */
  close(): Promise<void> {
    this.closing ??= this.closeOnce();
    return this.closing;
  }

  private async closeOnce(): Promise<void> {
    await this.forwarder.stop();
    const left = this.spool.depth;
    if (left.events > 0) {
      log.warn(
        `spool: ${left.events} events stay in ${this.spool.file} until the next start forwards them`,
      );
    }
    await this.spool.close();
    await this.clickhouse.close();
  }
}
