import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { log } from '../log.js';

/**
 * Copies the WAL back into the database file from a worker thread, once a
 * second. SQLite would otherwise checkpoint inside whichever commit crosses
 * 1000 pages, and that request would wait for the copy and its fsync.
 * PASSIVE never blocks the writer; under continuous commits it never lets the
 * WAL start over either, so the writer itself restarts it past a size (see
 * sqlite-writer.ts). Once the WAL stopped growing (the writes paused) a
 * TRUNCATE checkpoint empties the file, so a burst leaves no large WAL behind.
 */
// Dynamic imports, so the code runs whether the worker evaluates it as CommonJS
// or as a module (it inherits --input-type from the parent).
const workerSource = (driverUrl: string, file: string, intervalMs: number) => `
(async () => {
  const { default: Database } = await import(${JSON.stringify(driverUrl)});
  const { parentPort } = await import('node:worker_threads');
  const { statSync } = await import('node:fs');
  const db = new Database(${JSON.stringify(file)});
  const walSize = () => { try { return statSync(${JSON.stringify(`${file}-wal`)}).size; } catch { return 0; } };
  let last = -1;
  const timer = setInterval(() => {
    try {
      const size = walSize();
      if (size > 0 && size === last) {
        // A writer waits for this at most 100 ms; if it does not get the lock, the next tick tries again.
        db.pragma('busy_timeout = 100');
        db.pragma('wal_checkpoint(TRUNCATE)');
      } else {
        db.pragma('busy_timeout = 1000');
        db.pragma('wal_checkpoint(PASSIVE)');
      }
      last = walSize();
    } catch (error) { console.error('sqlite checkpoint failed', error); }
  }, ${intervalMs});
  parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
})();
`;

export class SqliteCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<unknown>;

  constructor(file: string, intervalMs = 1000) {
    const driver = pathToFileURL(createRequire(import.meta.url).resolve('better-sqlite3')).href;
    this.worker = new Worker(workerSource(driver, file, intervalMs), { eval: true });
    this.worker.unref();
    this.exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.on('error', (error) => log.error({ err: error }, 'sqlite checkpointer stopped'));
  }

  async stop(): Promise<void> {
    // Keep the process alive until the worker has closed its connection.
    this.worker.ref();
    this.worker.postMessage('stop');
    await this.exited;
  }
}
