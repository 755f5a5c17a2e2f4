import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { log } from '../log.js';
import { walSize } from './sqlite-thread.js';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new Database(file);
let last = -1;
const timer = setInterval(() => {
  try {
    const size = walSize(file);
    if (size > 0 && size === last) {
      // A writer waits for this at most 100 ms; if it does not get the lock, the next tick tries again.
      db.pragma('busy_timeout = 100');
      db.pragma('wal_checkpoint(TRUNCATE)');
    } else {
      db.pragma('busy_timeout = 1000');
      db.pragma('wal_checkpoint(PASSIVE)');
    }
    last = walSize(file);
  } catch (error) {
    log.error({ err: error }, 'sqlite checkpoint failed');
  }
}, intervalMs);
parentPort?.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
