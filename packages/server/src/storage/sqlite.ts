import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { pageStayDurationParam, topListSize, type Aggregates } from '../stats/aggregates.js';
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
  context TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS events_event_id ON events (event_id);
CREATE INDEX IF NOT EXISTS events_ts ON events (ts);
CREATE INDEX IF NOT EXISTS events_received_at ON events (received_at);
`;

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
];

/**
 * How a commit reaches the disk. `full`: the WAL is fsynced before the
 * commit returns, so an answered batch survives a power cut. `normal`: the
 * WAL is written (it survives a killed process) and fsynced at checkpoints
 * only, a power cut may lose the last moments.
 */
export type SqliteSync = 'full' | 'normal';

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

  async aggregate(sinceMs: number, untilMs: number): Promise<Aggregates> {
    const range = 'ts >= @since AND ts < @until';
    const args = { since: sinceMs, until: untilMs, limit: topListSize };
    const all = <T>(sql: string) => this.db.prepare(sql).all(args) as T[];
    const totals = this.db
      .prepare(
        `SELECT count(*) AS events,
                coalesce(sum(event = 'page_enter'), 0) AS pageViews,
                count(DISTINCT device_id) AS visitors,
                count(DISTINCT session_id) AS sessions
           FROM events WHERE ${range}`,
      )
      .get(args) as Pick<Aggregates, 'events' | 'pageViews' | 'visitors' | 'sessions'>;
    return {
      ...totals,
      daily: all(
        `SELECT date(ts / 1000, 'unixepoch') AS day,
                sum(event = 'page_enter') AS pageViews,
                count(DISTINCT device_id) AS visitors
           FROM events WHERE ${range} GROUP BY day ORDER BY day`,
      ),
      topPages: all(
        `SELECT pathname, count(*) AS views FROM events
          WHERE ${range} AND event = 'page_enter'
          GROUP BY pathname ORDER BY views DESC, pathname LIMIT @limit`,
      ),
      sessionReferrers: all(
        `SELECT session_referrer AS referrer, count(DISTINCT session_id) AS sessions FROM events
          WHERE ${range} AND session_referrer != ''
          GROUP BY session_referrer ORDER BY sessions DESC, referrer LIMIT 1000`,
      ),
      utm: all(
        `SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign,
                count(DISTINCT session_id) AS sessions FROM events
          WHERE ${range} AND utm_source != ''
          GROUP BY source, medium, campaign ORDER BY sessions DESC, source LIMIT @limit`,
      ),
      lcT: all(
        `SELECT lc_t AS value, count(DISTINCT session_id) AS sessions FROM events
          WHERE ${range} AND lc_t != ''
          GROUP BY lc_t ORDER BY sessions DESC, value LIMIT 1000`,
      ),
      pageStay: this.medianPageStay(args),
      hostnames: all<{ hostname: string }>(
        `SELECT DISTINCT hostname FROM events WHERE ${range} AND hostname != ''`,
      ).map((row) => row.hostname),
    };
  }

  /** SQLite has no median: walk the sorted durations of each path once. */
  private medianPageStay(args: { since: number; until: number }): Aggregates['pageStay'] {
    const rows = this.db
      .prepare(
        `SELECT pathname, json_extract(params, '$.${pageStayDurationParam}') AS ms FROM events
          WHERE ts >= @since AND ts < @until AND event = 'page_stay'
            AND json_valid(params) AND typeof(json_extract(params, '$.${pageStayDurationParam}')) IN ('integer', 'real')
          ORDER BY pathname, ms`,
      )
      .iterate(args) as Iterable<{ pathname: string; ms: number }>;
    const result: Aggregates['pageStay'] = [];
    let current: { pathname: string; values: number[] } | null = null;
    const close = () => {
      if (current === null) return;
      result.push({
        pathname: current.pathname,
        medianMs: median(current.values),
        samples: current.values.length,
      });
    };
    for (const row of rows) {
      if (current === null || current.pathname !== row.pathname) {
        close();
        current = { pathname: row.pathname, values: [] };
      }
      current.values.push(row.ms);
    }
    close();
    return result
      .sort((a, b) => b.samples - a.samples || a.pathname.localeCompare(b.pathname))
      .slice(0, topListSize);
  }

  async close(): Promise<void> {
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
