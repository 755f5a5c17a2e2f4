import { pageStayDurationParam, topListSize, type Aggregates } from '../stats/aggregates.js';
import {
  assertIdentifier,
  ClickHouseClient,
  quote,
  type ClickHouseOptions,
} from './clickhouse-client.js';
import { GroupCommit } from './group-commit.js';
import type { EventRow, EventSink, StoreResult } from './sink.js';

export interface ClickHouseSinkOptions extends ClickHouseOptions {
  database: string;
  table: string;
  /** Create database and table if missing (off when a cluster's tables are managed by hand). */
  createTables: boolean;
}

/**
 * Columns as in the SQLite sink, plus event_date for partitions. A
 * ReplacingMergeTree keyed by event_id keeps one row per event id; reads use
 * FINAL, so a duplicate that two servers inserted at once never counts twice.
 */
const tableColumns = `
  event_id String, event String, ts UInt64, received_at UInt64, event_date Date,
  params String, url String, prev_url String, hostname String, pathname String,
  search String, workspace String, page_type String, app_id String,
  device_id String, session_id String, window_id String, referrer String,
  session_referrer String, utm_source String, utm_medium String,
  utm_campaign String, lc_t String, context String`;

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

export class ClickHouseSink implements EventSink {
  readonly kind = 'clickhouse';
  private readonly client: ClickHouseClient;
  private readonly table: string;
  private readonly group: GroupCommit<EventRow, StoreResult>;

  private constructor(private readonly options: ClickHouseSinkOptions) {
    this.client = new ClickHouseClient(options);
    this.table = `${assertIdentifier(options.database, 'CLICKHOUSE_DATABASE')}.${assertIdentifier(options.table, 'CLICKHOUSE_TABLE')}`;
    this.group = new GroupCommit((groups) => this.writeGroups(groups));
  }

  private tables: Promise<void> | null = null;

  /**
   * Opens the sink. When ClickHouse is unreachable the server still starts
   * (and answers 503 on /lc_t, which the tracker retries); table creation is
   * tried again on the next write.
   */
  static async open(options: ClickHouseSinkOptions): Promise<ClickHouseSink> {
    const sink = new ClickHouseSink(options);
    await sink.ensureTables().catch((error: unknown) => {
      console.error(`ClickHouse at ${options.url} not ready yet: ${(error as Error).message}`);
    });
    return sink;
  }

  private ensureTables(): Promise<void> {
    if (!this.options.createTables) return Promise.resolve();
    this.tables ??= (async () => {
      await this.client.exec(`CREATE DATABASE IF NOT EXISTS ${this.options.database}`);
      await this.client.exec(
        `CREATE TABLE IF NOT EXISTS ${this.table} (${tableColumns})
         ENGINE = ReplacingMergeTree() PARTITION BY toYYYYMM(event_date) ORDER BY event_id`,
      );
    })().catch((error: unknown) => {
      this.tables = null;
      throw error;
    });
    return this.tables;
  }

  store(rows: readonly EventRow[]): Promise<StoreResult> {
    return this.group.submit(rows);
  }

  /**
   * One insert for all batches of the turn. Ids already stored are left out
   * first (so a retry costs no write); the insert returns after ClickHouse
   * has written the part.
   */
  private async writeGroups(groups: readonly (readonly EventRow[])[]): Promise<StoreResult[]> {
    await this.ensureTables();
    const ids = [...new Set(groups.flatMap((rows) => rows.map((row) => row.eventId)))];
    const existing = new Set(
      (
        await this.client.rows<{ event_id: string }>(
          `SELECT event_id FROM ${this.table} WHERE event_id IN (${ids.map(quote).join(',')})`,
        )
      ).map((row) => row.event_id),
    );
    const fresh: EventRow[] = [];
    const results = groups.map((rows) => {
      let stored = 0;
      for (const row of rows) {
        if (existing.has(row.eventId)) continue;
        existing.add(row.eventId);
        fresh.push(row);
        stored += 1;
      }
      return { stored, duplicates: rows.length - stored };
    });
    if (fresh.length > 0) {
      const body = fresh.map((row) => JSON.stringify(toJsonRow(row))).join('\n');
      await this.client.exec(`INSERT INTO ${this.table} FORMAT JSONEachRow`, body);
    }
    return results;
  }

  async deleteReceivedBefore(cutoffMs: number): Promise<null> {
    // A mutation: ClickHouse deletes in the background, so the count is unknown.
    await this.client.exec(
      `ALTER TABLE ${this.table} DELETE WHERE received_at < ${Math.floor(cutoffMs)}`,
    );
    return null;
  }

  async aggregate(sinceMs: number, untilMs: number): Promise<Aggregates> {
    const from = `${this.table} FINAL WHERE ts >= ${Math.floor(sinceMs)} AND ts < ${Math.floor(untilMs)}`;
    const num = (value: unknown) => Number(value);
    const [totals] = await this.client.rows<Record<string, string>>(
      `SELECT count() AS events, countIf(event = 'page_enter') AS pageViews,
              uniqExact(device_id) AS visitors, uniqExact(session_id) AS sessions FROM ${from}`,
    );
    const daily = await this.client.rows<{ day: string; pageViews: string; visitors: string }>(
      `SELECT toString(toDate(intDiv(ts, 1000))) AS day, countIf(event = 'page_enter') AS pageViews,
              uniqExact(device_id) AS visitors FROM ${from} GROUP BY day ORDER BY day`,
    );
    const topPages = await this.client.rows<{ pathname: string; views: string }>(
      `SELECT pathname, count() AS views FROM ${from} AND event = 'page_enter'
        GROUP BY pathname ORDER BY views DESC, pathname LIMIT ${topListSize}`,
    );
    const sessionReferrers = await this.client.rows<{ referrer: string; sessions: string }>(
      `SELECT session_referrer AS referrer, uniqExact(session_id) AS sessions FROM ${from}
        AND session_referrer != '' GROUP BY referrer ORDER BY sessions DESC, referrer LIMIT 1000`,
    );
    const utm = await this.client.rows<Record<string, string>>(
      `SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign,
              uniqExact(session_id) AS sessions FROM ${from} AND utm_source != ''
        GROUP BY source, medium, campaign ORDER BY sessions DESC, source LIMIT ${topListSize}`,
    );
    const lcT = await this.client.rows<{ value: string; sessions: string }>(
      `SELECT lc_t AS value, uniqExact(session_id) AS sessions FROM ${from} AND lc_t != ''
        GROUP BY value ORDER BY sessions DESC, value LIMIT 1000`,
    );
    // Exact median of each path: mean of the middle two of the sorted durations.
    const pageStay = await this.client.rows<{
      pathname: string;
      medianMs: number;
      samples: string;
    }>(
      `SELECT pathname, length(d) AS samples,
              if(samples % 2 = 1, d[intDiv(samples, 2) + 1],
                 (d[intDiv(samples, 2)] + d[intDiv(samples, 2) + 1]) / 2) AS medianMs
         FROM (SELECT pathname, arraySort(groupArray(visitParamExtractFloat(params, '${pageStayDurationParam}'))) AS d
                 FROM ${from} AND event = 'page_stay' AND visitParamHas(params, '${pageStayDurationParam}')
                GROUP BY pathname)
        ORDER BY samples DESC, pathname LIMIT ${topListSize}`,
    );
    const hostnames = await this.client.rows<{ hostname: string }>(
      `SELECT DISTINCT hostname FROM ${from} AND hostname != ''`,
    );
    return {
      events: num(totals?.events ?? 0),
      pageViews: num(totals?.pageViews ?? 0),
      visitors: num(totals?.visitors ?? 0),
      sessions: num(totals?.sessions ?? 0),
      daily: daily.map((row) => ({
        day: row.day,
        pageViews: num(row.pageViews),
        visitors: num(row.visitors),
      })),
      topPages: topPages.map((row) => ({ pathname: row.pathname, views: num(row.views) })),
      sessionReferrers: sessionReferrers.map((row) => ({
        referrer: row.referrer,
        sessions: num(row.sessions),
      })),
      utm: utm.map((row) => ({
        source: row.source ?? '',
        medium: row.medium ?? '',
        campaign: row.campaign ?? '',
        sessions: num(row.sessions),
      })),
      lcT: lcT.map((row) => ({ value: row.value, sessions: num(row.sessions) })),
      pageStay: pageStay.map((row) => ({
        pathname: row.pathname,
        medianMs: num(row.medianMs),
        samples: num(row.samples),
      })),
      hostnames: hostnames.map((row) => row.hostname),
    };
  }

  async close(): Promise<void> {
    // HTTP only: nothing to release.
  }

  get database(): string {
    return this.options.database;
  }
}
