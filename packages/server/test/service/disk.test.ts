import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Batch } from '../../src/collect/batch.js';
import { CollectError } from '../../src/collect/errors.js';
import { collectorConfigFromEnv } from '../../src/config.js';
import { toSpoolBatch } from '../../src/storage/clickhouse.js';
import { toRows } from '../../src/storage/rows.js';
import { Spool } from '../../src/storage/spool.js';
import { SqliteSink } from '../../src/storage/sqlite.js';
import { summarize } from '../../src/stats/summary.js';
import { sampleBatches } from '../dataset.js';
import { makeBatch, makeEvent, startCliProcess, tempDir } from '../helpers.js';

const MB = 1024 * 1024;
const cleanups: (() => void | Promise<void>)[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function temp() {
  const dir = tempDir();
  cleanups.push(() => dir.remove());
  return dir.dir;
}

/** 32 random hex digits, as the tracker's event ids. */
const trackerId = () => randomBytes(16).toString('hex');

/** The sample batch with `events` events of tracker-like ids, as rows received now. */
const sampleRows = (events = 20, overrides: Record<string, unknown> = {}) =>
  toRows(
    makeBatch(
      {
        ...overrides,
        events: Array.from({ length: events }, () => makeEvent({ event_id: trackerId() })),
      },
      events,
    ) as Batch,
    Date.now(),
  );

const walSize = (file: string) => statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;

/** Waits (polled, up to `ms`) until the condition holds; returns whether it did. */
async function until(condition: () => boolean, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

/**
 * Writes `batches` batches with `inFlight` writes outstanding at any time (the
 * writer thread never idles), sampling the WAL file's size meanwhile.
 */
async function sustainedWrites(
  file: string,
  batches: number,
  write: () => Promise<unknown>,
  inFlight = 16,
): Promise<number> {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, walSize(file))), 5);
  let next = 0;
  const lane = async () => {
    while (next < batches) {
      next += 1;
      await write();
      peak = Math.max(peak, walSize(file));
    }
  };
  try {
    await Promise.all(Array.from({ length: inFlight }, lane));
  } finally {
    clearInterval(sampler);
  }
  return peak;
}

describe('a bounded WAL under sustained writes', () => {
  // A 1 MiB limit instead of 64 MiB keeps the loop short: 1,500 batches write about 100 MB
  // of WAL frames, which a PASSIVE checkpointer alone lets pile up in the file (100 MB and 31 MB
  // here). The bound is the limit plus what the writes add while a RESTART waits for the
  // checkpointer: a few group commits alone, 7.5 MB when CI ran the browser tier beside it.
  const limit = 1 * MB;
  const bound = 16 * limit;

  it('SQLite store: the WAL stays near its limit and is emptied once the writes stop', async () => {
    const file = path.join(temp(), 'events.sqlite');
    const sink = new SqliteSink(file, 'normal', { walLimitBytes: limit });
    cleanups.unshift(() => sink.close());
    const peak = await sustainedWrites(file, 1500, () => sink.store(sampleRows()));
    expect(peak).toBeLessThan(bound);
    expect(await until(() => walSize(file) === 0)).toBe(true);
    expect((await sink.aggregate(0, Date.now() + 1000)).events).toBe(1500 * 20);
  }, 120_000);

  it('ClickHouse spool: the WAL stays near its limit and is emptied once the writes stop', async () => {
    const file = path.join(temp(), 'spool.sqlite');
    const spool = new Spool(file, 'normal', { walLimitBytes: limit });
    cleanups.unshift(() => spool.close());
    const peak = await sustainedWrites(file, 3000, () =>
      spool.append(Date.now(), toSpoolBatch(sampleRows())),
    );
    expect(peak).toBeLessThan(bound);
    expect(await until(() => walSize(file) === 0)).toBe(true);
    expect(spool.depth).toEqual({ events: 3000 * 20, batches: 3000 });
  }, 120_000);
});

describe('low disk space', () => {
  const free = () => {
    const stats = statfsSync(temp());
    return stats.bavail * stats.bsize;
  };

  async function startCli(env: Record<string, string>) {
    const dir = temp();
    const site = path.join(dir, 'site');
    mkdirSync(site);
    const file = path.join(dir, 'data', 'events.sqlite');
    const started = await startCliProcess({ EVENTS_SQLITE_FILE: file, ...env }, site);
    children.push(started.child);
    const post = () =>
      fetch(`${started.url}/lc_t`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(makeBatch({}, 3)),
      });
    return { ...started, file, post };
  }

  it('answers /lc_t 503 with Retry-After and errMsg while the free space is under EVENTS_MIN_FREE_MB', async () => {
    // A minimum above what the disk has free: the real statfs reading is under it.
    const minimumMB = Math.ceil((2 * free()) / MB);
    const server = await startCli({ EVENTS_MIN_FREE_MB: String(minimumMB) });
    const response = await server.post();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toEqual({
      errMsg: { errorCode: CollectError.diskLow, hint: expect.stringMatching(/disk space/) },
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    const health = await fetch(`${server.metricsUrl}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      ok: false,
      disk: { low: true, minFreeBytes: minimumMB * MB, freeBytes: expect.any(Number) },
    });
    expect(server.output()).toMatch(/disk space: only \d+ MB free .*refuses batches/);
    const db = new Database(server.file, { readonly: true });
    expect(db.prepare('SELECT count(*) FROM events').pluck().get()).toBe(0);
    db.close();
  });

  it('takes batches above the minimum and warns under twice the minimum', async () => {
    // Free space between the minimum and twice the minimum: a warning, no refusal.
    const minimumMB = Math.floor((0.75 * free()) / MB);
    const server = await startCli({ EVENTS_MIN_FREE_MB: String(minimumMB) });
    expect((await server.post()).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.output()).toMatch(/disk space: warning, \d+ MB free/);
    expect(server.output()).not.toMatch(/refuses batches \(503\)/);
  });

  it('reads EVENTS_MIN_FREE_MB and EVENTS_WAL_LIMIT_MB, and refuses bad values', async () => {
    expect((await collectorConfigFromEnv({})).disk).toEqual({
      minFreeBytes: 512 * MB,
      walLimitBytes: 64 * MB,
    });
    expect(
      (await collectorConfigFromEnv({ EVENTS_MIN_FREE_MB: '0', EVENTS_WAL_LIMIT_MB: '16' })).disk,
    ).toEqual({ minFreeBytes: 0, walLimitBytes: 16 * MB });
    for (const [env, message] of [
      [{ EVENTS_MIN_FREE_MB: '-1' }, /EVENTS_MIN_FREE_MB/],
      [{ EVENTS_MIN_FREE_MB: 'lots' }, /EVENTS_MIN_FREE_MB/],
      [{ EVENTS_WAL_LIMIT_MB: '0' }, /EVENTS_WAL_LIMIT_MB/],
    ] as const) {
      await expect(collectorConfigFromEnv(env)).rejects.toThrow(message);
    }
  });
});

describe('space per event', () => {
  it('stores the sample batch in at most 500 bytes per event (shared fields once per batch)', async () => {
    const file = path.join(temp(), 'events.sqlite');
    const sink = new SqliteSink(file, 'normal');
    // 500 batches of 20 events, each of its own device, with tracker-like ids.
    for (let i = 0; i < 500; i++) {
      await sink.store(sampleRows(20, { deviceId: trackerId(), sessionId: trackerId() }));
    }
    await sink.close();
    expect(statSync(file).size / 10_000).toBeLessThanOrEqual(500);
  });

  /** The one-table layout of the files from before the split (with consent and locale). */
  const oneTable = `CREATE TABLE events (event_id TEXT NOT NULL, event TEXT NOT NULL,
    ts INTEGER NOT NULL, received_at INTEGER NOT NULL, params TEXT NOT NULL, url TEXT NOT NULL,
    prev_url TEXT NOT NULL, hostname TEXT NOT NULL, pathname TEXT NOT NULL, search TEXT NOT NULL,
    workspace TEXT NOT NULL, page_type TEXT NOT NULL, app_id TEXT NOT NULL, device_id TEXT NOT NULL,
    session_id TEXT NOT NULL, window_id TEXT NOT NULL, referrer TEXT NOT NULL,
    session_referrer TEXT NOT NULL, utm_source TEXT NOT NULL, utm_medium TEXT NOT NULL,
    utm_campaign TEXT NOT NULL, lc_t TEXT NOT NULL, context TEXT NOT NULL,
    consent TEXT NOT NULL DEFAULT '', locale TEXT NOT NULL DEFAULT '');
    CREATE UNIQUE INDEX events_event_id ON events (event_id);`;

  it('splits a one-table file on start: the same rows, stats and duplicate guard', async () => {
    const file = path.join(temp(), 'events.sqlite');
    const { batches, expected, since, until: end } = sampleBatches();
    // An event with an unknown field has a context of its own.
    // (Both long before the stats' range, so the expected numbers stay those of the data set.)
    const odd = { ...makeEvent({ ts: 1_000_000_000_000 }), scrollDepth: 0.5 };
    const { readBatch } = await import('../../src/collect/reader.js');
    const read = readBatch(
      makeBatch({ events: [makeEvent({ ts: 1_000_000_000_000 }), odd] }),
      Date.now(),
    );
    if (!read.ok) throw new Error(read.hint);
    // Each batch received at its own millisecond: no two runs of rows share their batch fields.
    const now = Date.now();
    const rows = [
      ...batches.flatMap((batch, i) => toRows(batch as Batch, now + i)),
      ...toRows(read.value.batch, now + batches.length, read.value.extras),
    ];
    const old = new Database(file);
    old.exec(oneTable);
    const insert = old.prepare(`INSERT INTO events VALUES (${Array(25).fill('?').join(', ')})`);
    for (const row of rows) insert.run(Object.values(row));
    const before = old.prepare('SELECT * FROM events ORDER BY event_id').all();
    old.close();

    const sink = new SqliteSink(file);
    expect(summarize(await sink.aggregate(since, end), since, end)).toMatchObject(expected);
    const again = toRows(
      makeBatch({ events: [makeEvent({ event_id: rows[0]!.eventId })] }) as Batch,
      Date.now(),
    );
    expect(await sink.store(again)).toEqual({ stored: 0, duplicates: 1 });
    await sink.close();

    const db = new Database(file, { readonly: true });
    const objects = db
      .prepare(
        "SELECT name, type FROM sqlite_master WHERE name IN ('events', 'batches', 'event_rows')",
      )
      .all();
    expect(objects).toEqual(
      expect.arrayContaining([
        { name: 'events', type: 'view' },
        { name: 'batches', type: 'table' },
        { name: 'event_rows', type: 'table' },
      ]),
    );
    expect(db.prepare('SELECT * FROM events ORDER BY event_id').all()).toEqual(before);
    // One batches row per batch, and one more for the event with its own context.
    expect(db.prepare('SELECT count(*) FROM batches').pluck().get()).toBe(batches.length + 2);
    db.close();
  });
});
