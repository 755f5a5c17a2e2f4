import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Aggregates, StatsFilter } from '../stats/aggregates.js';
import { isInsight, isStay, runAggregate, stayDuration } from './sqlite-aggregate.js';
import { SqliteCheckpointer } from './sqlite-checkpointer.js';
import { defaultWalLimitBytes, SqliteWriter } from './sqlite-writer.js';
import type { EventRow, EventSink, StoreResult } from './sink.js';

/**
 * What a batch's events share is stored once, in `batches` (the receive time,
 * ids, referrers, campaign and the context JSON of browser, screen and the
 * other batch fields, and the consent mark); `event_rows` holds each event's
 * own fields and its batch's number. The view `events` joins them into the
 * columns of one row per event, as the file had them before (README "Storage").
 * A batch's events whose context differs (an event with unknown or mistyped
 * fields) get a batches row of their own.
 */
const tables = `
CREATE TABLE IF NOT EXISTS batches (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  app_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  window_id TEXT NOT NULL,
  referrer TEXT NOT NULL,
  session_referrer TEXT NOT NULL,
  utm_source TEXT NOT NULL,
  utm_medium TEXT NOT NULL,
  utm_campaign TEXT NOT NULL,
  lc_t TEXT NOT NULL,
  context TEXT NOT NULL,
  consent TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS batches_received_at ON batches (received_at);
CREATE TABLE IF NOT EXISTS event_rows (
  event_id TEXT NOT NULL,
  batch INTEGER NOT NULL,
  event TEXT NOT NULL,
  ts INTEGER NOT NULL,
  params TEXT NOT NULL,
  url TEXT NOT NULL,
  prev_url TEXT NOT NULL,
  hostname TEXT NOT NULL,
  pathname TEXT NOT NULL,
  search TEXT NOT NULL,
  workspace TEXT NOT NULL,
  page_type TEXT NOT NULL,
  locale TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS event_rows_event_id ON event_rows (event_id);
`;

const batchColumns = [
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
  'consent',
];
const eventColumns = [
  'event_id',
  'event',
  'ts',
  'params',
  'url',
  'prev_url',
  'hostname',
  'pathname',
  'search',
  'workspace',
  'page_type',
  'locale',
];
/** The columns of one event as the old table had them, in its order. */
const viewColumns = [
  'event_id',
  'event',
  'ts',
  'received_at',
  'params',
  'url',
  'prev_url',
  'hostname',
  'pathname',
  'search',
  'workspace',
  'page_type',
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
  'consent',
  'locale',
];
const view = `CREATE VIEW IF NOT EXISTS events AS SELECT ${viewColumns
  .map((column) => `${eventColumns.includes(column) ? 'e' : 'b'}.${column}`)
  .join(', ')} FROM event_rows e JOIN batches b ON b.id = e.batch`;

/**
 * Indexes the stats read instead of the wide rows (README "Storage" has their
 * cost). Each covers its queries, so a report reads narrow index entries in
 * the order it groups by, without the rows' JSON and without sorting a million
 * entries:
 * - events_batch: each batch's events by UTC day with the filter columns (locale, pathname):
 *   totals, days and sessions group them per batch, then per device or session (batches);
 * - events_insight (partial): the insight events (searches, opens, feedback, missing pages,
 *   outbound clicks) with their params;
 * - events_view and events_stay (partial): page views by path, and page_stay durations in
 *   order per path (the median walks them without sorting).
 * The partial ones cost an insert only for their events.
 */
const statsIndexes = `
CREATE INDEX IF NOT EXISTS events_batch
  ON event_rows (batch, ts / 86400000, ts, event, locale, pathname, hostname);
CREATE INDEX IF NOT EXISTS events_insight ON event_rows (event, ts, locale, pathname, params)
  WHERE ${isInsight};
CREATE INDEX IF NOT EXISTS events_view ON event_rows (pathname, ts, locale) WHERE event = 'page_enter';
CREATE INDEX IF NOT EXISTS events_stay
  ON event_rows (pathname, ${stayDuration}, ts, locale) WHERE ${isStay};
`;

/**
 * Files from before the consent and locale columns get them, filled from the
 * stored JSON the same way toRows() derives them (storage/derived.ts), in one
 * transaction. Runs once per file, on the one-table layout, before the split.
 */
const migrations: { column: string; add: string; fill: string }[] = [
  {
    column: 'consent',
    add: "ALTER TABLE events ADD COLUMN consent TEXT NOT NULL DEFAULT ''",
    fill: `UPDATE events SET consent = json_extract(context, '$.custom.consent')
            WHERE json_valid(context) AND json_type(context, '$.custom.consent') = 'text'`,
  },
  {
    column: 'locale',
    add: "ALTER TABLE events ADD COLUMN locale TEXT NOT NULL DEFAULT ''",
    fill: `UPDATE events SET locale = CASE
             WHEN json_valid(params) AND json_type(params, '$.locale') = 'text'
                  AND json_extract(params, '$.locale') != '' THEN json_extract(params, '$.locale')
             WHEN pathname = '/ja' OR pathname GLOB '/ja/*' THEN 'ja'
             WHEN pathname = '/ko' OR pathname GLOB '/ko/*' THEN 'ko'
             WHEN pathname = '/de' OR pathname GLOB '/de/*' THEN 'de'
             ELSE 'en' END`,
  },
];

const insertBatchSql = `INSERT INTO batches (${batchColumns.join(', ')}) VALUES (${batchColumns.map(() => '?').join(', ')})`;
const insertEventSql = `INSERT OR IGNORE INTO event_rows (batch, ${eventColumns.join(', ')}) VALUES (?, ${eventColumns.map(() => '?').join(', ')})`;

/** Rows copied per step of the split: bounded memory on a file of millions of events. */
const splitStep = 20_000;

/**
 * A file of the one-table layout (every event with its batch's fields and
 * context) is split into batches and event_rows on the first start, in one
 * transaction: consecutive rows (in the order they were stored) with the same
 * batch fields become one batches row, as the server writes them now. The
 * old table and its indexes go; SQLite reuses their pages for new events (the
 * file shrinks only with a VACUUM).
 */
function migrate(db: Database.Database): void {
  const old = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'events'")
    .get();
  if (old === undefined) return;
  const present = new Set(
    (db.pragma('table_info(events)') as { name: string }[]).map((column) => column.name),
  );
  db.transaction(() => {
    for (const migration of migrations.filter((m) => !present.has(m.column))) {
      db.exec(migration.add);
      db.exec(migration.fill);
    }
    db.exec(tables);
    const read = db
      .prepare(
        `SELECT rowid AS n, ${[...batchColumns, ...eventColumns].join(', ')} FROM events
          WHERE rowid > ? ORDER BY rowid LIMIT ${splitStep}`,
      )
      .raw();
    const insertBatch = db.prepare(insertBatchSql);
    const insertEvent = db.prepare(insertEventSql);
    const shared = batchColumns.length;
    let batch: unknown[] = [];
    let id = 0;
    for (let after = 0; ;) {
      const rows = read.all(after) as unknown[][];
      if (rows.length === 0) break;
      for (const [n, ...values] of rows) {
        const fields = values.slice(0, shared);
        if (fields.some((value, i) => value !== batch[i])) {
          batch = fields;
          id = Number(insertBatch.run(fields).lastInsertRowid);
        }
        insertEvent.run(id, ...values.slice(shared));
        after = n as number;
      }
    }
    db.exec('DROP TABLE events');
  }).immediate();
}

/** A batches row's values, then each of its events' (the columns above, in order). */
type Run = [(string | number)[], (string | number)[][]];

const batchParams = (row: EventRow) => [
  row.receivedAt,
  row.appId,
  row.deviceId,
  row.sessionId,
  row.windowId,
  row.referrer,
  row.sessionReferrer,
  row.utmSource,
  row.utmMedium,
  row.utmCampaign,
  row.lcT,
  row.context,
  row.consent,
];

const eventParams = (row: EventRow) => [
  row.eventId,
  row.event,
  row.ts,
  row.params,
  row.url,
  row.prevUrl,
  row.hostname,
  row.pathname,
  row.search,
  row.workspace,
  row.pageType,
  row.locale,
];

/** Consecutive rows with equal batch fields become one run (one batches row). */
function toRuns(rows: readonly EventRow[]): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const row of rows) {
    const shared = batchParams(row);
    if (current === undefined || shared.some((value, i) => value !== current![0][i])) {
      current = [shared, []];
      runs.push(current);
    }
    current[1].push(eventParams(row));
  }
  return runs;
}

/**
 * How a commit reaches the disk. `full`: the WAL is fsynced before the
 * commit returns, so an answered batch survives a power cut. `normal`: the
 * WAL is written (it survives a killed process) and fsynced at checkpoints
 * only, a power cut may lose the last moments.
 */
export type SqliteSync = 'full' | 'normal';

export interface SqliteFileOptions {
  /** Past this WAL size the writer yields to a checkpoint (default 64 MiB; tests set less). */
  walLimitBytes?: number;
}

/** Reader threads of the stats: the two heaviest passes run side by side. */
const readerThreads = 2;

/**
 * The default sink: one SQLite file in WAL mode. Writes go through a writer
 * thread that commits everything queued meanwhile in one transaction (see
 * SqliteWriter); checkpoints run in another thread (see SqliteCheckpointer).
 * This connection only creates the schema and reads for the stats.
 */
export class SqliteSink implements EventSink {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly writer: SqliteWriter<Run[]>;
  private readonly checkpointer: SqliteCheckpointer;

  constructor(
    readonly file: string,
    readonly sync: SqliteSync = 'full',
    options: SqliteFileOptions = {},
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('wal_autocheckpoint = 0');
    migrate(this.db);
    this.db.exec(tables);
    this.db.exec(view);
    this.db.exec(statsIndexes);
    this.writer = new SqliteWriter(
      file,
      sync === 'full' ? 'FULL' : 'NORMAL',
      'sqlite-events-thread',
      {
        insertBatchSql,
        insertEventSql,
        walLimitBytes: options.walLimitBytes ?? defaultWalLimitBytes,
      },
    );
    this.checkpointer = new SqliteCheckpointer(file);
  }

  store(rows: readonly EventRow[]): Promise<StoreResult> {
    return this.writer.write(toRuns(rows));
  }

  async deleteReceivedBefore(cutoffMs: number): Promise<number> {
    return (await this.writer.request({ type: 'delete', cutoff: cutoffMs })) as number;
  }

  private readers: SqliteWriter[] = [];

  /**
   * Computes the stats in two reader threads with their own connections (see
   * sqlite-aggregate.ts), so a report over a million events uses both cores
   * and does not stall the requests this process serves.
   */
  async aggregate(sinceMs: number, untilMs: number, filter: StatsFilter = {}): Promise<Aggregates> {
    if (this.readers.length === 0) {
      this.readers = Array.from(
        { length: readerThreads },
        () => new SqliteWriter(this.file, 'NORMAL', 'sqlite-aggregate-thread'),
      );
    }
    return runAggregate(
      (queries, lane) =>
        this.readers[lane % this.readers.length]!.request({ type: 'queries', queries }) as Promise<
          unknown[]
        >,
      sinceMs,
      untilMs,
      filter,
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.readers.map((reader) => reader.close()));
    await this.writer.close();
    await this.checkpointer.stop();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.close();
  }
}

/** Median of ascending values (mean of the middle two for an even count). */
export function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
