import { statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Batch } from '../src/collect/batch.js';
import { toRows } from '../src/storage/rows.js';
import { startRetention } from '../src/storage/retention.js';
import { median, SqliteSink } from '../src/storage/sqlite.js';
import { maxWaitingBatches } from '../src/storage/sqlite-writer.js';
import { summarize } from '../src/stats/summary.js';
import { sampleBatches } from './dataset.js';
import { makeBatch, startCollector, tempDir, type TestCollector } from './helpers.js';

let server: TestCollector | undefined;
const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function openSink() {
  const temp = tempDir();
  const sink = new SqliteSink(path.join(temp.dir, 'data', 'events.sqlite'));
  cleanups.push(async () => {
    await sink.close();
    temp.remove();
  });
  return sink;
}

describe('SQLite sink', () => {
  it('creates its file in WAL mode and checkpoints it in the background', async () => {
    const sink = openSink();
    const db = new Database(sink.file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    await sink.store(toRows(makeBatch({}, 20) as Batch, Date.now()));
    // The checkpointer copies the WAL into the main file within about a second.
    const size = () => statSync(sink.file).size;
    const before = size();
    for (let i = 0; i < 40 && size() === before; i++) await new Promise((r) => setTimeout(r, 100));
    expect(size()).toBeGreaterThan(before);
  });

  it('stores the same event id once, whatever the retries', async () => {
    server = await startCollector();
    const batch = makeBatch({}, 20);
    const first = await server.post(batch);
    expect(await first.json()).toEqual({ ok: true, stored: 20, duplicates: 0 });
    const retries = await Promise.all([1, 2, 3].map(() => server!.post(batch)));
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual({ ok: true, stored: 0, duplicates: 20 });
    }
    // A retry merged with new events stores only the new ones.
    const mixed = makeBatch({ events: [...batch.events.slice(0, 5), ...makeBatch({}, 3).events] });
    expect(await (await server.post(mixed)).json()).toEqual({ ok: true, stored: 3, duplicates: 5 });
    expect((await server.sink.aggregate(0, Date.now() + 1000)).events).toBe(23);
  });

  it('stores nothing beyond the payload: no IP, no headers, no declared-unused fields', async () => {
    server = await startCollector();
    const batch = makeBatch({
      ip: '203.0.113.9',
      country: 'DE',
      city: 'Berlin',
      userEmail: 'a@b.test',
    });
    const response = await server.post(batch, {
      'X-Forwarded-For': '198.51.100.77',
      'User-Agent': 'HeaderAgent/1.0',
    });
    expect(response.status).toBe(200);
    const db = new Database((server.sink as SqliteSink).file, { readonly: true });
    const rows = db.prepare('SELECT * FROM events').all() as Record<string, unknown>[];
    db.close();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    for (const forbidden of [
      '203.0.113.9',
      '198.51.100.77',
      '127.0.0.1',
      'HeaderAgent',
      'Berlin',
      'a@b.test',
    ]) {
      expect(stored).not.toContain(forbidden);
    }
    expect(Object.keys(rows[0]!)).not.toContain('ip');
    expect(JSON.parse(rows[0]!.context as string)).not.toHaveProperty('country');
  });

  it('deletes events received before the retention period', async () => {
    const sink = openSink();
    const now = Date.now();
    const day = 86_400_000;
    await sink.store(toRows(makeBatch({}, 2) as Batch, now - 91 * day));
    await sink.store(toRows(makeBatch({}, 3) as Batch, now - 89 * day));
    const retention = startRetention(sink, 90);
    await retention.firstRun;
    retention.stop();
    expect((await sink.aggregate(0, now + day)).events).toBe(3);
  });

  it('aggregates page views, visitors, sessions, pages, referrers, campaigns and page_stay', async () => {
    const sink = openSink();
    const { batches, expected, since, until } = sampleBatches();
    for (const batch of batches) await sink.store(toRows(batch as Batch, Date.now()));
    const summary = summarize(await sink.aggregate(since, until), since, until);
    expect(summary).toMatchObject(expected);
    expect(summary.daily.reduce((sum, d) => sum + d.pageViews, 0)).toBe(expected.pageViews);
  });

  it('refuses new batches with an error once the write backlog is full', async () => {
    const sink = openSink();
    const rows = () => toRows(makeBatch() as Batch, Date.now());
    // The first store is committing; the next ones wait until the backlog is full.
    const accepted = Array.from({ length: maxWaitingBatches + 1 }, () => sink.store(rows()));
    await expect(sink.store(rows())).rejects.toThrow(/queue is full/);
    const results = await Promise.all(accepted);
    expect(results.every((result) => result.stored === 1)).toBe(true);
  });

  it('takes the median as the middle value, or the mean of the middle two', () => {
    expect(median([1])).toBe(1);
    expect(median([1, 2, 10])).toBe(2);
    expect(median([1, 2, 4, 10])).toBe(3);
  });
});
