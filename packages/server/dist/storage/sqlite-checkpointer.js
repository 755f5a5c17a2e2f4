import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
/**
 * Copies the WAL back into the database file from a worker thread, once a
 * second. SQLite would otherwise checkpoint inside whichever commit crosses
 * 1000 pages, and that request would wait for the copy and its fsync.
 * PASSIVE never blocks the writer.
 */
// Dynamic imports, so the code runs whether the worker evaluates it as CommonJS
// or as a module (it inherits --input-type from the parent).
const workerSource = (driverUrl, file, intervalMs) => `
(async () => {
  const { default: Database } = await import(${JSON.stringify(driverUrl)});
  const { parentPort } = await import('node:worker_threads');
  const db = new Database(${JSON.stringify(file)});
  db.pragma('busy_timeout = 1000');
  const timer = setInterval(() => {
    try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { console.error('sqlite checkpoint failed', error); }
  }, ${intervalMs});
  parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
})();
`;
export class SqliteCheckpointer {
    worker;
    exited;
    constructor(file, intervalMs = 1000) {
        const driver = pathToFileURL(createRequire(import.meta.url).resolve('better-sqlite3')).href;
        this.worker = new Worker(workerSource(driver, file, intervalMs), { eval: true });
        this.worker.unref();
        this.exited = new Promise((resolve) => this.worker.once('exit', resolve));
        this.worker.on('error', (error) => console.error('sqlite checkpointer stopped', error));
    }
    async stop() {
        // Keep the process alive until the worker has closed its connection.
        this.worker.ref();
        this.worker.postMessage('stop');
        await this.exited;
    }
}
//# sourceMappingURL=sqlite-checkpointer.js.map