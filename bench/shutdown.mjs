#!/usr/bin/env node
// How long `npm start` takes to stop when a process manager sends SIGTERM under load, and what
// it keeps. Per run: `npm start` on the built site (SQLite store in a temp dir), 8 clients posting
// 20-event batches without pause, SIGTERM to the npm process after 2 s; measured: the time from
// the signal to npm's exit and to the port being closed, the exit status, and acknowledged events
// missing from the store afterwards (must be 0). Median and largest of 5 runs.
// Usage: npm run build && node bench/shutdown.mjs [--runs 5]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { benchBatch } from '../packages/server/test/sample-batch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const CLIENTS = 8;
const LOAD_MS = 2000;

let sequence = 0;
const batch = () => {
  const ids = Array.from({ length: 20 }, () => crypto.randomUUID());
  return benchBatch({
    sequence: sequence++,
    now: Date.now(),
    deviceId: 'dev-shutdown',
    sessionId: 'ses-shutdown',
    eventId: (i) => ids[i],
  });
};

async function run() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nubiva-shutdown-'));
  const database = path.join(dir, 'events.sqlite');
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      METRICS_PORT: 'off',
      ACCESS_LOG: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      EVENTS_SQLITE_FILE: database,
      AGENT_STATS_FILE: path.join(dir, 'agents.sqlite'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    npm.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /"url":"(http:[^"]+)"/.exec(output);
      if (match) resolve(match[1]);
    });
    npm.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
  });
  const acknowledged = [];
  let stop = false;
  const client = async () => {
    while (!stop) {
      const body = batch();
      const answer = await fetch(`${url}/lc_t`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => null);
      if (answer?.status === 200) acknowledged.push(...body.events.map((e) => e.event_id));
      else if (answer === null) return; // the server has gone
      await answer?.arrayBuffer();
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
  const exited = new Promise((resolve) => npm.once('exit', (code) => resolve(code)));
  const signalled = performance.now();
  npm.kill('SIGTERM');
  const code = await exited;
  const exitMs = performance.now() - signalled;
  let closedMs;
  for (;;) {
    const open = await fetch(`${url}/livez`).then(
      () => true,
      () => false,
    );
    if (!open) {
      closedMs = performance.now() - signalled;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  stop = true;
  await Promise.all(clients);
  const db = new Database(database, { readonly: true });
  const stored = new Set(db.prepare('SELECT event_id FROM event_rows').pluck().all());
  db.close();
  rmSync(dir, { recursive: true, force: true });
  const lost = acknowledged.filter((id) => !stored.has(id)).length;
  return { code, exitMs, closedMs, acknowledged: acknowledged.length, lost };
}

const rows = [];
for (let i = 0; i < Number(values.runs); i++) {
  const row = await run();
  rows.push(row);
  console.log(
    `run ${i + 1}: exit ${row.code} after ${row.exitMs.toFixed(0)} ms, port closed after ${row.closedMs.toFixed(0)} ms, ${row.acknowledged} events acknowledged, ${row.lost} lost`,
  );
}
const sorted = (key) => rows.map((row) => row[key]).sort((a, b) => a - b);
const median = (key) => sorted(key)[Math.floor((rows.length - 1) / 2)];
console.log(
  `\nSIGTERM to npm start under load (${CLIENTS} clients): exit after ${median('exitMs').toFixed(0)} ms median, ${sorted('exitMs').at(-1).toFixed(0)} ms largest; exit status ${[...new Set(rows.map((r) => r.code))].join(', ')}; acknowledged events lost: ${rows.reduce((sum, r) => sum + r.lost, 0)}`,
);
if (rows.some((row) => row.lost > 0 || row.code !== 0)) process.exit(1);
