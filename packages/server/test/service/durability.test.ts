import type { ChildProcess } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { makeBatch, startCliProcess, tempDir } from '../helpers.js';

const children: ChildProcess[] = [];
const temps: ReturnType<typeof tempDir>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const temp of temps.splice(0)) temp.remove();
});

async function startCli(env: Record<string, string>, site: string) {
  const started = await startCliProcess(env, site);
  children.push(started.child);
  return started;
}

/**
 * Posts 20-event batches from 16 clients, kills the server with SIGKILL once
 * 200 batches were answered, restarts it on the same file and checks that
 * every answered event is stored. Returns the WAL file's largest size seen.
 */
async function killUnderLoad(extraEnv: Record<string, string>): Promise<number> {
  const temp = tempDir();
  temps.push(temp);
  const site = path.join(temp.dir, 'site');
  mkdirSync(site);
  const file = path.join(temp.dir, 'data', 'events.sqlite');
  const env = { EVENTS_SQLITE_FILE: file, RATE_LIMIT_PER_MINUTE: '0', ...extraEnv };
  let walPeak = 0;
  const sampler = setInterval(() => {
    // The WAL file comes and goes (a restart checkpoints and deletes it): no check-then-stat race.
    const wal = statSync(`${file}-wal`, { throwIfNoEntry: false });
    if (wal) walPeak = Math.max(walPeak, wal.size);
  }, 5);
  const { child, url } = await startCli(env, site);

  const acknowledged: string[] = [];
  let failures = 0;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const batch = makeBatch({}, 20);
      try {
        const response = await fetch(`${url}/lc_t`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(batch),
        });
        if (response.status === 200) {
          await response.json();
          acknowledged.push(...batch.events.map((event) => event.event_id));
        }
      } catch {
        failures += 1;
      }
    }
  };
  const workers = Array.from({ length: 16 }, worker);
  // Kill once a few hundred batches went through, mid-stream.
  while (acknowledged.length < 200 * 20) await new Promise((r) => setTimeout(r, 5));
  child.kill('SIGKILL');
  await exited;
  killed = true;
  await Promise.all(workers);
  expect(failures).toBeGreaterThan(0);

  // Restart on the same file: the server opens it (recovering the WAL) and answers.
  const restarted = await startCli(env, site);
  const response = await fetch(`${restarted.url}/lc_t`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(makeBatch()),
  });
  expect(response.status).toBe(200);
  restarted.child.kill('SIGTERM');
  await new Promise((resolve) => restarted.child.on('exit', resolve));

  const db = new Database(file, { readonly: true });
  const stored = new Set(
    (db.prepare('SELECT event_id FROM events').all() as { event_id: string }[]).map(
      (row) => row.event_id,
    ),
  );
  db.close();
  const lost = acknowledged.filter((id) => !stored.has(id));
  expect(acknowledged.length).toBeGreaterThanOrEqual(200 * 20);
  expect(lost).toEqual([]);
  clearInterval(sampler);
  return walPeak;
}

it('loses no batch it answered 2xx when killed with SIGKILL under load', async () => {
  await killUnderLoad({});
}, 60_000);

it('loses no batch it answered 2xx when killed while the writer restarts the WAL again and again', async () => {
  // A 256 KiB limit: the 4,000+ events write many times that in WAL frames, so the kill
  // lands among commits, RESTART checkpoints and the truncation after them.
  const walPeak = await killUnderLoad({ EVENTS_WAL_LIMIT_MB: '0.25' });
  expect(walPeak).toBeGreaterThan(0);
  expect(walPeak).toBeLessThan(4 * 1024 * 1024);
}, 60_000);
