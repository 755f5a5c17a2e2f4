import type { Worker } from 'node:worker_threads';
import { log } from '../log.js';
import { startThread } from './sqlite-writer.js';

/**
 * Copies the WAL back into the database file from a worker thread, once a
 * second. SQLite would otherwise checkpoint inside whichever commit crosses
 * 1000 pages, and that request would wait for the copy and its fsync.
 * PASSIVE never blocks the writer; under continuous commits it never lets the
 * WAL start over either, so the writer itself restarts it past a size (see
 * sqlite-writer.ts). Once the WAL stopped growing (the writes paused) a
 * TRUNCATE checkpoint empties the file, so a burst leaves no large WAL behind
 * (sqlite-checkpointer-thread.ts).
 */
export class SqliteCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<unknown>;

  constructor(file: string, intervalMs = 1000) {
    this.worker = startThread('sqlite-checkpointer-thread', { file, intervalMs });
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
