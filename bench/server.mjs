#!/usr/bin/env node
// Benchmark of POST /lc_t: realistic 20-event batches against the
// built server on loopback, beside a no-op POST server in the same process
// (packages/server/test/noop-server.mjs) in the same run. Prints sustained
// events/s (max rate) and p50/p99 latency at a fixed 500 requests/s, for both
// SQLite sync modes. Bounded: each phase runs
// BENCH_SECONDS (default 10), six phases in all.
// Usage: npm run build -w packages/server && node bench/server.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { benchBatch } from '../packages/server/test/sample-batch.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const fixedRate = 500;
const fixedRateConnections = 16;
const eventsPerBatch = 20;
const targets = { eventsPerSecond: 20_000, p99AtFixedRateMs: 20 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_DIR=/dev/shm separates CPU cost from the disk's fsync latency.
const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), 'nubiva-bench-'));

// The server runs in its own process, so the load generator does not share its event loop;
// the no-op server (the baseline) runs in that process too.
const serverSource = `
import { startServer, createCollector, collectorConfigFromEnv } from ${JSON.stringify(path.join(root, 'packages/server/dist/index.js'))};
import { startNoopServer } from ${JSON.stringify(path.join(root, 'packages/server/test/noop-server.mjs'))};
const collector = await createCollector(await collectorConfigFromEnv());
const server = await startServer({ root: ${JSON.stringify(work)}, localePrefixes: [], port: 0, collect: collector });
const noop = await startNoopServer();
console.log(JSON.stringify({ url: server.url, noopUrl: noop.url }));
process.on('SIGTERM', () => Promise.all([server.close(), noop.close()]).then(() => collector.close()).then(() => process.exit(0)));
`;

/** Starts the server (and the no-op one) on a fresh SQLite file with the given EVENTS_SQLITE_SYNC. */
async function startServer(sync) {
  const dbFile = path.join(work, `events-${sync}.sqlite`);
  const child = spawn(process.execPath, ['--input-type=module', '-e', serverSource], {
    env: {
      ...process.env,
      EVENTS_STORE: 'sqlite',
      EVENTS_SQLITE_FILE: dbFile,
      EVENTS_SQLITE_SYNC: sync,
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { url, noopUrl } = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(JSON.parse(chunk.toString())));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    noopUrl,
    dbFile,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

let sequence = 0;
/** A batch like the tracker sends: 20 page events with fresh ids and realistic fields. */
function batchBody() {
  sequence += 1;
  return JSON.stringify(
    benchBatch({
      sequence,
      now: Date.now(),
      deviceId: `dev-${sequence % 997}`,
      sessionId: `ses-${sequence % 1999}`,
      windowId: `win-${sequence % 3001}`,
      eventId: (i) => `bench-${process.pid}-${sequence}-${i}`,
    }),
  );
}

async function run(url, pathname, options = {}) {
  const result = await autocannon({
    url: `${url}${pathname}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: batchBody() }),
      },
    ],
    ...options,
  });
  const ok = result['2xx'];
  return {
    requestsPerSecond: ok / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    ok,
  };
}

const format = (label, r) =>
  `${label.padEnd(40)} ${Math.round(r.requestsPerSecond).toString().padStart(6)} req/s ` +
  `${Math.round(r.requestsPerSecond * eventsPerBatch)
    .toString()
    .padStart(7)} events/s  ` +
  `p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  non-2xx ${r.non2xx}`;

const atFixedRate = { overallRate: fixedRate, connections: fixedRateConnections };
const verdict = (ok) => (ok ? 'met' : 'missed');
const summary = [];
try {
  console.log(
    `POST ${eventsPerBatch}-event batches (~${(Buffer.byteLength(batchBody()) / 1024).toFixed(1)} KiB) on loopback, ` +
      `${seconds} s per phase, ${connections} connections (${fixedRateConnections} at ${fixedRate} req/s)\n`,
  );
  for (const sync of ['full', 'normal']) {
    const server = await startServer(sync);
    try {
      if (sync === 'full') {
        console.log(format('no-op route, max rate', await run(server.noopUrl, '/noop')));
        console.log(
          format(
            `no-op route, ${fixedRate} req/s`,
            await run(server.noopUrl, '/noop', atFixedRate),
          ),
        );
      }
      const max = await run(server.url, '/lc_t');
      const fixed = await run(server.url, '/lc_t', atFixedRate);
      console.log(format(`/lc_t, SQLite sync=${sync}, max rate`, max));
      console.log(format(`/lc_t, SQLite sync=${sync}, ${fixedRate} req/s`, fixed));
      await server.stop();
      const db = new Database(server.dbFile, { readonly: true });
      const stored = db.prepare('SELECT count(*) AS n FROM events').get().n;
      db.close();
      // Requests still in flight when a phase ends are stored but not counted as answered.
      const answered = (max.ok + fixed.ok) * eventsPerBatch;
      const eventsPerSecond = Math.round(max.requestsPerSecond * eventsPerBatch);
      summary.push(
        `sync=${sync}: ${eventsPerSecond} events/s (target >= ${targets.eventsPerSecond}: ` +
          `${verdict(eventsPerSecond >= targets.eventsPerSecond)}), p99 ${fixed.p99} ms at ${fixedRate} req/s ` +
          `(target <= ${targets.p99AtFixedRateMs} ms: ${verdict(fixed.p99 <= targets.p99AtFixedRateMs)}), ` +
          (stored >= answered
            ? 'every answered event stored'
            : `LOST ${answered - stored} answered events`),
      );
    } finally {
      await server.stop();
    }
  }
  console.log(`\n${summary.join('\n')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
