#!/usr/bin/env node
// Benchmark of the docs-insights report: generates 1 million realistic events
// (packages/server/test/insights-dataset.mjs: page views, searches, opens,
// feedback, missing pages, outbound clicks, readers with and without consent)
// into a temp SQLite store and, when Debian's clickhouse-server is installed,
// into a throwaway ClickHouse on loopback (started as the tests do), then
// times the full report (the store's aggregates, the summary, the text and
// HTML report) several times and prints the median. Target: under 2 s for
// SQLite on the 2-core machine. Prints, does not gate.
// Usage: npm run build -w packages/server && node bench/insights.mjs
//   BENCH_EVENTS (default 1000000), BENCH_RUNS (default 5), BENCH_CLICKHOUSE=0 skips ClickHouse,
//   BENCH_DIR=/dev/shm puts the SQLite file on tmpdfs, BENCH_SERVER_DIST another build of the server.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_SERVER_DIST: another build of packages/server/dist (an A/B against the code before a change).
const dist = (file) =>
  path.join(process.env.BENCH_SERVER_DIST ?? path.join(root, 'packages/server/dist'), file);
if (!existsSync(dist('index.js'))) {
  console.error('Build the server first: npm run build -w packages/server');
  process.exit(1);
}
const { SqliteSink, ClickHouseStore } = await import(dist('index.js'));
const { toJsonLine } = await import(dist('storage/clickhouse.js'));
const { toRows } = await import(dist('storage/rows.js'));
const { summarize } = await import(dist('stats/summary.js'));
const { formatText } = await import(dist('stats/format-text.js'));
const { htmlReport } = await import(dist('stats/html-report.js'));
const { insightBatches, mainSiteHost } = await import(
  path.join(root, 'packages/server/test/insights-dataset.mjs')
);
const { clickhouseBinary, startClickHouse } = await import(
  path.join(root, 'packages/server/test/clickhouse-process.mjs')
);

const events = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const withClickHouse = process.env.BENCH_CLICKHOUSE !== '0' && existsSync(clickhouseBinary);
const targetMs = 2000;
const now = Date.UTC(2026, 2, 1);
// The whole generated period (28 days) and a one-week window of it.
const ranges = [
  { name: 'all 28 days', since: now - 28 * 86_400_000, until: now + 1 },
  { name: 'last 7 days', since: now - 7 * 86_400_000, until: now + 1 },
];
const filters = [
  { name: 'no filter', filter: {} },
  { name: '--locale de --path /de/service', filter: { locale: 'de', pathPrefix: '/de/service' } },
];

const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), 'nubiva-insights-bench-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The whole report: aggregates from the store, summary, text and HTML (what `npm run stats --html` does). */
async function report(sink, since, until, filter) {
  const aggregates = await sink.aggregate(since, until, { ...filter, mainSiteHost });
  const summary = summarize(aggregates, since, until, filter);
  formatText(summary, 'de');
  htmlReport(summary, '', 'de');
  return aggregates;
}

async function time(sink) {
  const rows = [];
  for (const range of ranges) {
    for (const { name, filter } of filters) {
      const started = performance.now();
      await report(sink, range.since, range.until, filter);
      const first = performance.now() - started;
      const times = [];
      for (let run = 0; run < runs; run++) {
        const start = performance.now();
        await report(sink, range.since, range.until, filter);
        times.push(performance.now() - start);
      }
      rows.push({ range: range.name, filter: name, first, times });
    }
  }
  return rows;
}

/** Generates the events once, in groups of 25,000 rows, and hands each group to `store`. */
async function load(store) {
  let group = [];
  let count = 0;
  for (const batch of insightBatches({ events, seed: 1, now })) {
    group.push(...toRows(batch, now));
    if (group.length >= 25_000) {
      count += group.length;
      await store(group);
      group = [];
    }
  }
  count += group.length;
  await store(group);
  return count;
}

const results = [];
try {
  console.log(
    `Generating ${events.toLocaleString('en')} events (deterministic) into SQLite${withClickHouse ? ' and ClickHouse' : ''}…`,
  );
  const file = path.join(work, 'events.sqlite');
  const sqlite = new SqliteSink(file, 'normal');
  let clickhouse = null;
  let store = null;
  if (withClickHouse) {
    clickhouse = await startClickHouse();
    store = new ClickHouseStore({
      url: clickhouse.url,
      database: 'nubiva_bench',
      table: 'events',
      createTables: true,
      timeoutMs: 120_000,
    });
  }
  const insert = { sqlite: 0, clickhouse: 0 };
  const loaded = await load(async (rows) => {
    let start = performance.now();
    await sqlite.store(rows);
    insert.sqlite += performance.now() - start;
    if (store !== null) {
      start = performance.now();
      await store.insert(
        rows.map((row) => row.eventId),
        rows.map(toJsonLine),
        { filter: false },
      );
      insert.clickhouse += performance.now() - start;
    }
  });
  const size = statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
  console.log(
    `SQLite: ${loaded.toLocaleString('en')} events stored in ${seconds(insert.sqlite)} ` +
      `(${Math.round(loaded / (insert.sqlite / 1000)).toLocaleString('en')} events/s through the writer thread, ` +
      `groups of 25,000), file ${(size / 1e6).toFixed(0)} MB`,
  );
  results.push({ store: 'SQLite', rows: await time(sqlite) });
  const sqliteNumbers = await sqlite.aggregate(ranges[0].since, ranges[0].until, { mainSiteHost });
  await sqlite.close();
  if (store !== null) {
    console.log(
      `ClickHouse: ${loaded.toLocaleString('en')} events inserted in ${seconds(insert.clickhouse)} ` +
        `(${Math.round(loaded / (insert.clickhouse / 1000)).toLocaleString('en')} events/s, JSONEachRow inserts of 25,000)`,
    );
    results.push({ store: 'ClickHouse', rows: await time(store) });
    const clickhouseNumbers = await store.aggregate(ranges[0].since, ranges[0].until, {
      mainSiteHost,
    });
    const same =
      JSON.stringify({ ...sqliteNumbers, hostnames: [...sqliteNumbers.hostnames].sort() }) ===
      JSON.stringify({ ...clickhouseNumbers, hostnames: [...clickhouseNumbers.hostnames].sort() });
    console.log(`SQLite and ClickHouse report the same numbers: ${same ? 'yes' : 'NO'}`);
    await store.close();
    await clickhouse.stop();
  } else {
    console.log(`ClickHouse: skipped (${clickhouseBinary} missing or BENCH_CLICKHOUSE=0)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nFull report (aggregates + summary + text + HTML), median of ${runs} runs after a first one:\n`,
);
const header = ['store', 'range', 'filter', 'first', 'median', 'min', 'max'];
const lines = results.flatMap(({ store, rows }) =>
  rows.map((row) => [
    store,
    row.range,
    row.filter,
    seconds(row.first),
    seconds(median(row.times)),
    seconds(Math.min(...row.times)),
    seconds(Math.max(...row.times)),
  ]),
);
const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i].length)));
for (const line of [header, ...lines]) {
  console.log(
    line.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
  );
}
const sqliteAll = results[0]?.rows[0];
if (sqliteAll) {
  const value = median(sqliteAll.times);
  console.log(
    `\nSQLite, all events, no filter: ${seconds(value)} (target < ${seconds(targetMs)}: ${value < targetMs ? 'met' : 'missed'}; printed, not gated)`,
  );
}
