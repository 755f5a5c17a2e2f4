#!/usr/bin/env node
// Disk under load: a burst at the collector's full rate into the
// SQLite store and into the ClickHouse spool, with the built server CLI in its
// own process and wrk as the client (-t1 -c16, a Lua script posting 20-event
// batches with unique event ids, RATE_LIMIT_PER_MINUTE=0, EVENTS_SQLITE_SYNC
// full). While it runs and for 10 s after, the WAL file's size is sampled
// every 100 ms. Prints events/s, p99, the WAL's peak, its size at the end of
// the burst and 10 s later, whether every acknowledged event was stored, and
// the bytes per event on disk (SQLite: the file after the server stopped;
// ClickHouse: the compressed bytes of its parts after OPTIMIZE ... FINAL, as
// the server stores events and, for comparison, split into an events and a
// batches table as the SQLite store does).
//
// Usage: npm run build -w packages/server && node bench/disk.mjs
//   BENCH_SECONDS (default 60), BENCH_CONNECTIONS (16), BENCH_STORES (sqlite,clickhouse),
//   BENCH_DIR (default the temp dir), BENCH_SERVER_DIST (another build of packages/server/dist,
//   e.g. the code before a change, for an A/B on the same machine).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { benchBatch } from '../packages/server/test/sample-batch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.BENCH_SERVER_DIST ?? path.join(root, 'packages/server/dist'));
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const stores = (process.env.BENCH_STORES ?? 'sqlite,clickhouse').split(',');
const afterMs = 10_000;
const eventsPerBatch = 20;
const targets = { walPeakMB: 256, walAfterMB: 64, bytesPerEvent: 500, eventsPerSecond: 15_000 };
const { startClickHouse, freePort } = await import(
  path.join(root, 'packages/server/test/clickhouse-process.mjs')
);

const MB = 1024 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), 'nubiva-disk-'));
const site = path.join(work, 'site');
mkdirSync(site);

/**
 * The wrk script: the bench batch with placeholders for the device, session
 * and event ids, filled per request: 997 devices, 1999 sessions, and random
 * event ids of 32 hex digits like the tracker's, so every event id is new.
 */
function luaScript() {
  const marker = '\u0001';
  const template = JSON.stringify(
    benchBatch({
      sequence: 0,
      now: Date.now(),
      deviceId: marker,
      sessionId: marker,
      eventId: () => marker,
    }),
  );
  const pieces = template.split(JSON.stringify(marker).slice(1, -1));
  if (pieces.length !== eventsPerBatch + 3) throw new Error('unexpected batch template');
  const long = (text) => `[==[${text}]==]`;
  return `
local pieces = { ${pieces.map(long).join(', ')} }
local n = 0
math.randomseed(${process.pid})
-- 32 hex digits, as the tracker's ids (random: they arrive in no order)
local function hex32()
  return string.format("%08x%08x%08x%08x", math.random(0, 4294967295), math.random(0, 4294967295),
    math.random(0, 4294967295), math.random(0, 4294967295))
end
-- A fixed set of devices and sessions with ids of the tracker's length
local function id(kind, k) return string.format("%08x%024d", k * 2654435761 % 4294967296, k) .. kind end
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
request = function()
  n = n + 1
  local parts = { pieces[1], id("d", n % 997), pieces[2], id("s", n % 1999) }
  for i = 3, #pieces - 1 do
    parts[#parts + 1] = pieces[i]
    parts[#parts + 1] = hex32()
  end
  parts[#parts + 1] = pieces[#pieces]
  return wrk.format(nil, nil, nil, table.concat(parts))
end
ok = 0
local threads = {}
setup = function(thread) threads[#threads + 1] = thread end
response = function(status, headers, body)
  if status >= 200 and status < 300 then ok = ok + 1 end
end
done = function(summary, latency, requests)
  local e = summary.errors
  local ok = 0
  for _, thread in ipairs(threads) do ok = ok + thread:get("ok") end
  io.write(string.format('\\nRESULT {"requests":%d,"ok":%d,"durationUs":%d,"p50":%d,"p99":%d,"max":%d,"socketErrors":%d}\\n',
    summary.requests, ok, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect + e.read + e.write + e.timeout))
end
`;
}

/** The server CLI on a free port; resolves once it listens. */
async function startServer(env) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(dist, 'cli.js'), '--port', String(port), '--host', '127.0.0.1', '--site', site],
    {
      env: {
        ...process.env,
        RATE_LIMIT_PER_MINUTE: '0',
        EVENTS_SQLITE_SYNC: 'full',
        METRICS_PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let metricsUrl;
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      // The metrics port (the store's detailed health) is told last.
      metricsUrl = /"metrics":"(http:[^"]+)"/.exec(out)?.[1];
      if (metricsUrl) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${log}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    log: () => log,
    health: async () => (await fetch(`${metricsUrl}/healthz`)).json(),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const sizeOf = (file) => (existsSync(file) ? statSync(file).size : 0);

/** Samples the WAL's size every 100 ms until stop() and remembers the peak. */
function watchWal(file) {
  const wal = `${file}-wal`;
  const samples = [];
  const timer = setInterval(() => samples.push({ at: Date.now(), bytes: sizeOf(wal) }), 100);
  return {
    samples,
    now: () => sizeOf(wal),
    stop: () => clearInterval(timer),
    peak: () => Math.max(0, ...samples.map((sample) => sample.bytes)),
  };
}

/** wrk against /lc_t; resolves with its RESULT line. */
function burst(url) {
  const script = path.join(work, 'batches.lua');
  writeFileSync(script, luaScript());
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, `${url}/lc_t`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk.toString()));
    child.once('exit', (code) => {
      const line = /RESULT (.*)/.exec(out);
      if (code !== 0 || !line) reject(new Error(`wrk failed (${code}): ${out}`));
      else resolve(JSON.parse(line[1]));
    });
  });
}

/** The burst, then 10 s of watching the WAL. */
async function measure(server, file) {
  const wal = watchWal(file);
  const result = await burst(server.url);
  const endedAt = Date.now();
  const atEnd = wal.now();
  let underAfterMs = null;
  while (Date.now() - endedAt < afterMs) {
    if (underAfterMs === null && wal.now() < targets.walAfterMB * MB) {
      underAfterMs = Date.now() - endedAt;
    }
    await sleep(100);
  }
  const after = wal.now();
  wal.stop();
  return {
    eventsPerSecond: Math.round((result.ok * eventsPerBatch) / (result.durationUs / 1e6)),
    p99Ms: result.p99 / 1000,
    acknowledged: result.ok * eventsPerBatch,
    non2xx: result.requests - result.ok,
    socketErrors: result.socketErrors,
    walPeak: Math.max(wal.peak(), atEnd),
    walAtEnd: atEnd,
    walAfter: after,
    underAfterMs,
    endedAt,
  };
}

async function sqliteRun() {
  const file = path.join(work, 'events.sqlite');
  const server = await startServer({ EVENTS_STORE: 'sqlite', EVENTS_SQLITE_FILE: file });
  const row = await measure(server, file);
  await server.stop();
  const db = new Database(file, { readonly: true });
  row.stored = db.prepare('SELECT count(*) FROM events').pluck().get();
  db.close();
  row.bytesPerEvent = Math.round(sizeOf(file) / row.stored);
  row.fileMB = sizeOf(file) / MB;
  rmSync(file, { force: true });
  return row;
}

/** Compressed bytes of a table's active parts. */
const partBytes = async (client, database, table) =>
  Number(
    (
      await client.rows(
        `SELECT sum(data_compressed_bytes) AS bytes FROM system.parts
          WHERE active AND database = '${database}' AND table = '${table}'`,
      )
    )[0]?.bytes ?? 0,
  );

/**
 * The same events split as the SQLite store keeps them: what a batch shares in
 * a batches table, the rest per event with the batch's number.
 */
async function splitBytes(client, database) {
  const shared =
    'received_at, app_id, device_id, session_id, window_id, referrer, session_referrer, ' +
    'utm_source, utm_medium, utm_campaign, lc_t, context';
  await client.exec(`CREATE TABLE ${database}.split_batches ENGINE = MergeTree ORDER BY batch AS
    SELECT cityHash64(${shared}) AS batch, ${shared} FROM ${database}.events FINAL
     GROUP BY ${shared}`);
  await client.exec(`CREATE TABLE ${database}.split_events ENGINE = MergeTree ORDER BY event_id AS
    SELECT event_id, event, ts, event_date, params, url, prev_url, hostname, pathname, search,
           workspace, page_type, cityHash64(${shared}) AS batch FROM ${database}.events FINAL`);
  for (const table of ['split_batches', 'split_events']) {
    await client.exec(`OPTIMIZE TABLE ${database}.${table} FINAL`);
  }
  return (
    (await partBytes(client, database, 'split_batches')) +
    (await partBytes(client, database, 'split_events'))
  );
}

async function clickhouseRun() {
  const clickhouse = await startClickHouse();
  const spool = path.join(work, 'spool.sqlite');
  const database = 'nubiva_disk';
  try {
    const server = await startServer({
      EVENTS_STORE: 'clickhouse',
      CLICKHOUSE_URL: clickhouse.url,
      CLICKHOUSE_DATABASE: database,
      EVENTS_SPOOL_FILE: spool,
    });
    const row = await measure(server, spool);
    // Everything forwarded, then the server stops (its spool is empty).
    const deadline = Date.now() + 10 * 60_000;
    while ((await server.health()).spool.events > 0) {
      if (Date.now() > deadline) throw new Error('the spool did not drain');
      await sleep(500);
    }
    row.drainedAfterS = Math.round((Date.now() - row.endedAt) / 1000);
    await server.stop();
    const { ClickHouseClient } = await import(path.join(dist, 'storage/clickhouse-client.js'));
    const client = new ClickHouseClient({ url: clickhouse.url });
    await client.exec(`OPTIMIZE TABLE ${database}.events FINAL`);
    row.stored = Number(
      (await client.rows(`SELECT count() AS n FROM ${database}.events FINAL`))[0].n,
    );
    row.bytesPerEvent = Math.round((await partBytes(client, database, 'events')) / row.stored);
    row.splitBytesPerEvent = Math.round((await splitBytes(client, database)) / row.stored);
    await client.close?.();
    return row;
  } finally {
    await clickhouse.stop();
  }
}

const fmtMB = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const rows = [];
try {
  console.log(
    `Disk bench: ${seconds} s burst, wrk -t1 -c${connections}, ${eventsPerBatch}-event batches, ` +
      `sync=full, server ${path.relative(root, dist) || dist}\n`,
  );
  for (const store of stores) {
    const row = store === 'sqlite' ? await sqliteRun() : await clickhouseRun();
    row.store = store === 'sqlite' ? 'SQLite store' : 'ClickHouse spool';
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  const header =
    'store               events/s  p99 ms  non-2xx  acknowledged     stored  WAL peak  WAL at end  WAL +10 s  <64 MB after  bytes/event';
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  for (const row of rows) {
    console.log(
      [
        row.store.padEnd(18),
        String(row.eventsPerSecond).padStart(9),
        row.p99Ms.toFixed(1).padStart(7),
        String(row.non2xx + row.socketErrors).padStart(8),
        String(row.acknowledged).padStart(13),
        String(row.stored).padStart(10),
        fmtMB(row.walPeak).padStart(9),
        fmtMB(row.walAtEnd).padStart(11),
        fmtMB(row.walAfter).padStart(10),
        (row.underAfterMs === null
          ? 'never'
          : `${(row.underAfterMs / 1000).toFixed(1)} s`
        ).padStart(13),
        `${row.bytesPerEvent}${row.splitBytesPerEvent ? ` (split: ${row.splitBytesPerEvent})` : ''}`.padStart(
          12,
        ),
      ].join(' '),
    );
  }
  const missed = rows.filter(
    (row) =>
      row.walPeak >= targets.walPeakMB * MB ||
      row.walAfter >= targets.walAfterMB * MB ||
      row.stored < row.acknowledged,
  );
  console.log(
    `\nTargets: WAL peak < ${targets.walPeakMB} MB, < ${targets.walAfterMB} MB within 10 s, ` +
      `stored >= acknowledged, >= ${targets.eventsPerSecond} events/s, SQLite <= ${targets.bytesPerEvent} bytes/event` +
      `\n${missed.length === 0 ? 'WAL and loss targets met' : `missed by: ${missed.map((row) => row.store).join(', ')}`}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
