import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Aggregates, StatsFilter } from '../stats/aggregates.js';
import {
  aggregateWorkerSource,
  isInsight,
  isStay,
  runAggregate,
  stayDuration,
} from './sqlite-aggregate.js';
import { SqliteCheckpointer } from './sqlite-checkpointer.js';
import { eventsWorkerSource, SqliteWriter } from './sqlite-writer.js';
import type { EventRow, EventSink, StoreResult } from './sink.js';

const schema = `
CREATE TABLE IF NOT EXISTS events (
  event_id TEXT NOT NULL,
  event TEXT NOT NULL,
  ts INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  params TEXT NOT NULL,
  url TEXT NOT NULL,
  prev_url TEXT NOT NULL,
  hostname TEXT NOT NULL,
  pathname TEXT NOT NULL,
  search TEXT NOT NULL,
  workspace TEXT NOT NULL,
  page_type TEXT NOT NULL,
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
  consent TEXT NOT NULL DEFAULT '',
  locale TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX IF NOT EXISTS events_event_id ON events (event_id);
CREATE INDEX IF NOT EXISTS events_ts ON events (ts);
CREATE INDEX IF NOT EXISTS events_received_at ON events (received_at);
`;

/**
 * Indexes the stats read instead of the wide rows (created after the
 * migration; README "Storage" has their cost). Each covers its queries, so a
 * report reads narrow index entries in the order it groups by, without the
 * rows' JSON and without sorting a million entries:
 * - events_insight (partial): the insight events (searches, opens, feedback, missing pages,
 *   outbound clicks) with their params;
 * - events_device: totals and per day, grouped by device and UTC day;
 * - events_session: sessions, referrers, campaigns and hostnames, grouped by session;
 * - events_view and events_stay (partial): page views by path, and page_stay durations in
 *   order per path (the median walks them without sorting).
 * Each has the filter columns (locale, pathname). The partial ones cost an insert only for
 * their events.
 */
const statsIndexes = `
CREATE INDEX IF NOT EXISTS events_insight ON events (event, ts, locale, pathname, params)
  WHERE ${isInsight};
CREATE INDEX IF NOT EXISTS events_device
  ON events (device_id, ts / 86400000, ts, consent, event, locale, pathname);
CREATE INDEX IF NOT EXISTS events_session
  ON events (session_id, session_referrer, utm_source, utm_medium, utm_campaign, lc_t, hostname,
             ts, consent, locale, pathname);
CREATE INDEX IF NOT EXISTS events_view ON events (pathname, ts, locale) WHERE event = 'page_enter';
CREATE INDEX IF NOT EXISTS events_stay
  ON events (pathname, ${stayDuration}, ts, locale) WHERE ${isStay};
`;

/**
 * Files from before the consent and locale columns get them, filled from the
 * stored JSON the same way toRows() derives them (storage/derived.ts), in one
 * transaction. Runs once per file; columns never change type.
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

function migrate(db: Database.Database): void {
  const present = new Set(
    (db.pragma('table_info(events)') as { name: string }[]).map((column) => column.name),
  );
  const missing = migrations.filter((migration) => !present.has(migration.column));
  if (missing.length === 0) return;
  db.transaction(() => {
    for (const migration of missing) {
      db.exec(migration.add);
      db.exec(migration.fill);
    }
  }).immediate();
}

const columns = [
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

const toParams = (row: EventRow) => [
  row.eventId,
  row.event,
  row.ts,
  row.receivedAt,
  row.params,
  row.url,
  row.prevUrl,
  row.hostname,
  row.pathname,
  row.search,
  row.workspace,
  row.pageType,
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
  row.locale,
];

/**
 * How a commit reaches the disk. `full`: the WAL is fsynced before the
 * commit returns, so an answered batch survives a power cut. `normal`: the
 * WAL is written (it survives a killed process) and fsynced at checkpoints
 * only, a power cut may lose the last moments.
 */
export type SqliteSync = 'full' | 'normal';

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
  private readonly writer: SqliteWriter;
  private readonly checkpointer: SqliteCheckpointer;

  constructor(
    readonly file: string,
    readonly sync: SqliteSync = 'full',
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('wal_autocheckpoint = 0');
    this.db.exec(schema);
    migrate(this.db);
    this.db.exec(statsIndexes);
    const insertSql = `INSERT OR IGNORE INTO events (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    this.writer = new SqliteWriter(file, sync === 'full' ? 'FULL' : 'NORMAL', eventsWorkerSource, {
      insertSql,
    });
    this.checkpointer = new SqliteCheckpointer(file);
  }

  store(rows: readonly EventRow[]): Promise<StoreResult> {
    return this.writer.write(rows.map(toParams));
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
        () => new SqliteWriter(this.file, 'NORMAL', aggregateWorkerSource),
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
