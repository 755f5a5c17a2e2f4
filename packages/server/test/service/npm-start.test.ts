/**
 * `npm start` as a process manager runs it: SIGTERM to the npm process reaches the server, which
 * shuts down gracefully; every process of the tree is gone and the port free.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { makeBatch, tempDir } from '../helpers.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const temps: ReturnType<typeof tempDir>[] = [];
afterEach(() => {
  for (const temp of temps.splice(0)) temp.remove();
});

/** Processes whose environment names this directory (those `npm start` started for the test). */
function processesUsing(dir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').includes(dir);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  it(`${signal} to npm start stops every process within 10 s, stores what was sent, exits 0`, async () => {
    const temp = tempDir();
    temps.push(temp);
    const database = path.join(temp.dir, 'events.sqlite');
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        EVENTS_SQLITE_FILE: database,
        AGENT_STATS_FILE: path.join(temp.dir, 'agents.sqlite'),
        RATE_LIMIT_PER_MINUTE: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      npm.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /at (http:\/\/[^/\s]+)\//.exec(output);
        if (match) resolve(match[1]!);
      });
      npm.on('exit', (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
    });
    expect(processesUsing(temp.dir).length).toBeGreaterThanOrEqual(2);
    const batch = makeBatch({}, 3);
    const posted = await fetch(`${url}/lc_t`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
    });
    expect(posted.status).toBe(200);

    const sent = Date.now();
    npm.kill(signal);
    const code = await new Promise<number | null>((resolve) => npm.once('exit', resolve));
    expect(code, output).toBe(0);
    // The children end with npm or just after: every one within 10 s of the signal.
    while (processesUsing(temp.dir).length > 0 && Date.now() - sent < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(processesUsing(temp.dir)).toEqual([]);
    expect(Date.now() - sent).toBeLessThan(10_000);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(output).toMatch(/shutdown: done/);
    const db = new Database(database, { readonly: true });
    try {
      const { count } = db.prepare('SELECT count(*) AS count FROM event_rows').get() as {
        count: number;
      };
      expect(count).toBe(3);
    } finally {
      db.close();
    }
  }, 30_000);
}
