import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Batch } from '../src/collect/batch.js';
import { ClickHouseClient } from '../src/storage/clickhouse-client.js';
import { ClickHouseSink } from '../src/storage/clickhouse.js';
import { toRows } from '../src/storage/rows.js';
import { SqliteSink } from '../src/storage/sqlite.js';
import { summarize } from '../src/stats/summary.js';
import { startClickHouse, type LocalClickHouse } from './clickhouse-server.js';
import { sampleBatches } from './dataset.js';
import { makeBatch, startCollector, tempDir } from './helpers.js';

// No skip: without ClickHouse this suite fails (the test command installs it).
let clickhouse: LocalClickHouse;
beforeAll(async () => {
  clickhouse = await startClickHouse();
}, 40_000);
afterAll(() => clickhouse?.stop());

let databaseCounter = 0;
const openSink = () =>
  ClickHouseSink.open({
    url: clickhouse.url,
    database: `nubiva_test_${process.pid}_${++databaseCounter}`,
    table: 'events',
    createTables: true,
  });

describe('ClickHouse sink', () => {
  it('round-trips a batch posted over HTTP, every column intact', async () => {
    const sink = await openSink();
    const server = await startCollector({ sink });
    const batch = makeBatch({ utmSource: 'newsletter', lcT: 'm_post', ugCustom: { a: 'b' } }, 20);
    const response = await server.post(batch);
    expect(await response.json()).toEqual({ ok: true, stored: 20, duplicates: 0 });
    const client = new ClickHouseClient({ url: clickhouse.url });
    const rows = await client.rows<Record<string, string>>(
      `SELECT * FROM ${sink.database}.events FINAL ORDER BY event_id`,
    );
    expect(rows).toHaveLength(20);
    const first = batch.events.find((event) => event.event_id === rows[0]!.event_id)!;
    expect(rows[0]).toMatchObject({
      event: first.event,
      ts: String(first.ts),
      url: first.url,
      pathname: first.pathname,
      search: first.search,
      device_id: 'dev-1',
      session_id: 'ses-1',
      utm_source: 'newsletter',
      lc_t: 'm_post',
    });
    expect(JSON.parse(rows[0]!.context!)).toMatchObject({
      browser: 'Chrome',
      ugCustom: { a: 'b' },
    });
    await server.close();
  });

  it('stores a retried batch once', async () => {
    const sink = await openSink();
    const batch = makeBatch({}, 20) as Batch;
    expect(await sink.store(toRows(batch, Date.now()))).toEqual({ stored: 20, duplicates: 0 });
    // Retries, one of them in the same group commit as another.
    const retries = await Promise.all([1, 2].map(() => sink.store(toRows(batch, Date.now()))));
    expect(retries).toEqual([
      { stored: 0, duplicates: 20 },
      { stored: 0, duplicates: 20 },
    ]);
    expect((await sink.aggregate(0, Date.now() + 1000)).events).toBe(20);
    await sink.close();
  });

  it('computes the same stats as the SQLite sink', async () => {
    const sink = await openSink();
    const temp = tempDir();
    const sqlite = new SqliteSink(path.join(temp.dir, 'events.sqlite'));
    onTestFinished(async () => {
      await sqlite.close();
      temp.remove();
    });
    const { batches, expected, since, until } = sampleBatches();
    for (const batch of batches) {
      const rows = toRows(batch as Batch, Date.now());
      await sink.store(rows);
      await sqlite.store(rows);
    }
    const fromClickHouse = summarize(await sink.aggregate(since, until), since, until);
    expect(fromClickHouse).toMatchObject(expected);
    expect(fromClickHouse).toEqual(summarize(await sqlite.aggregate(since, until), since, until));
  });

  it('starts without a reachable ClickHouse and refuses its writes (no crash)', async () => {
    const unreachable = await ClickHouseSink.open({
      url: 'http://127.0.0.1:9',
      database: 'nubiva_unreachable',
      table: 'events',
      createTables: true,
      timeoutMs: 2000,
    });
    await expect(unreachable.store(toRows(makeBatch() as Batch, Date.now()))).rejects.toThrow();
    const sink = await openSink();
    expect(await sink.store(toRows(makeBatch() as Batch, Date.now()))).toEqual({
      stored: 1,
      duplicates: 0,
    });
  });

  it('deletes events received before the retention cutoff', async () => {
    const sink = await openSink();
    const now = Date.now();
    await sink.store(toRows(makeBatch({}, 2) as Batch, now - 100 * 86_400_000));
    await sink.store(toRows(makeBatch({}, 3) as Batch, now));
    await sink.deleteReceivedBefore(now - 90 * 86_400_000);
    // Mutations run in the background; wait until it is done.
    for (let i = 0; i < 100 && (await sink.aggregate(0, now + 1000)).events !== 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await sink.aggregate(0, now + 1000)).events).toBe(3);
  });
});
