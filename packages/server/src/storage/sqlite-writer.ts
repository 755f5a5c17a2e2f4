import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { StoreResult } from './sink.js';
import { log } from '../log.js';

type Params = (string | number)[];

/**
 * The SQLite writer runs in a worker thread with its own connection, so the
 * commit's fsync never stalls the event loop: requests keep being parsed and
 * validated while a commit is on its way to the disk, and everything that
 * arrived meanwhile goes into the next transaction (group commit).
 *
 * `handlers` is the source of a function body run in the worker with `db`
 * (the connection) and `workerData` in scope; it returns an object of message
 * handlers. `write` receives `{ groups }` (one entry per `write()` call) and
 * returns one StoreResult per group, in one transaction.
 */
export const sqliteWorkerSource = (handlers: string) => `
(async () => {
  const { parentPort, workerData } = await import('node:worker_threads');
  const { default: Database } = await import(workerData.driver);
  const db = new Database(workerData.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = ' + workerData.synchronous);
  db.pragma('busy_timeout = 5000');
  db.pragma('wal_autocheckpoint = 0');
  const walLimit = workerData.walLimitBytes;
  // After a RESTART the next commit cuts the file to a quarter of the limit, so the file's
  // size tells how far the WAL has grown since.
  if (walLimit) db.pragma('journal_size_limit = ' + Math.floor(walLimit / 4));
  const { statSync } = await import('node:fs');
  const walSize = () => { try { return statSync(workerData.file + '-wal').size; } catch { return 0; } };
  // Under continuous commits a PASSIVE checkpoint never catches up, and the WAL would grow
  // without bound. So past the limit the writer yields to a RESTART checkpoint between two
  // transactions: it copies what the checkpointer thread's PASSIVE runs left and makes the
  // next commit write the WAL from its start again. A reader holding an old snapshot makes
  // it give up after 250 ms (tried again after the next commit).
  const yieldToCheckpoint = () => {
    if (!walLimit || walSize() < walLimit) return;
    db.pragma('busy_timeout = 250');
    try { db.pragma('wal_checkpoint(RESTART)'); } catch (error) { console.error('sqlite checkpoint failed', error); }
    db.pragma('busy_timeout = 5000');
  };
  const handlers = (() => { ${handlers} })();
  parentPort.on('message', (message) => {
    if (message.type === 'close') {
      db.close();
      parentPort.close();
      return;
    }
    try {
      parentPort.postMessage({ id: message.id, result: handlers[message.type](message) });
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: String(error && error.message ? error.message : error) });
    }
    yieldToCheckpoint();
  });
})();
`;

/** Past this size of the WAL file the writer yields to a checkpoint that starts it over. */
export const defaultWalLimitBytes = 64 * 1024 * 1024;

/**
 * The SQLite sink's tables (sqlite.ts): a group is a list of runs, each one
 * batches row (what its events share) and its event_rows, INSERT OR IGNORE per
 * event; a batches row none of whose events was new is not kept. Deleting by
 * receive time removes the batches and their events.
 */
export const eventsWorkerSource = sqliteWorkerSource(`
  const insertBatch = db.prepare(workerData.insertBatchSql);
  const insertEvent = db.prepare(workerData.insertEventSql);
  const dropBatch = db.prepare('DELETE FROM batches WHERE id = ?');
  const removeEvents = db.prepare(
    'DELETE FROM event_rows WHERE batch IN (SELECT id FROM batches WHERE received_at < ?)');
  const removeBatches = db.prepare('DELETE FROM batches WHERE received_at < ?');
  return {
    write: db.transaction(({ groups }) =>
      groups.map((runs) => {
        let stored = 0;
        let events = 0;
        for (const [batch, rows] of runs) {
          const id = insertBatch.run(batch).lastInsertRowid;
          let new_ = 0;
          for (const row of rows) new_ += insertEvent.run(id, ...row).changes;
          if (new_ === 0) dropBatch.run(id);
          stored += new_;
          events += rows.length;
        }
        return { stored, duplicates: events - stored };
      }),
    ),
    delete: db.transaction(({ cutoff }) => {
      const removed = removeEvents.run(cutoff).changes;
      removeBatches.run(cutoff);
      return removed;
    }),
  };
`);

/** Batches waiting for the next commit before new ones are refused. */
export const maxWaitingBatches = 5000;

interface Waiting<Group> {
  groups: Group[];
  resolvers: { resolve: (result: StoreResult) => void; reject: (error: Error) => void }[];
}

export class SqliteWriter<Group = Params[]> {
  private readonly worker: Worker;
  private readonly exited: Promise<unknown>;
  private readonly replies = new Map<
    number,
    (reply: { result?: unknown; error?: string }) => void
  >();
  private nextId = 0;
  private writing = false;
  private waiting: Waiting<Group> = { groups: [], resolvers: [] };
  private failure: Error | undefined;
  private closing = false;

  constructor(
    file: string,
    synchronous: 'FULL' | 'NORMAL',
    source: string,
    workerData: Record<string, unknown> = {},
  ) {
    const driver = pathToFileURL(createRequire(import.meta.url).resolve('better-sqlite3')).href;
    this.worker = new Worker(source, {
      eval: true,
      workerData: { ...workerData, driver, file, synchronous },
    });
    this.worker.unref();
    this.exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.on('message', (reply: { id: number; result?: unknown; error?: string }) => {
      this.replies.get(reply.id)?.(reply);
      this.replies.delete(reply.id);
    });
    const fail = (error: Error) => {
      this.failure = error;
      log.error({ err: error }, 'sqlite writer stopped');
      for (const answer of this.replies.values()) answer({ error: error.message });
      this.replies.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => {
      if (!this.failure && !this.closing) fail(new Error('the SQLite writer thread exited'));
    });
  }

  /** Sends one message to the worker's handler of `message.type`; resolves with its result. */
  request(message: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    // Keep the process alive while a write is outstanding.
    this.worker.ref();
    return new Promise((resolve, reject) => {
      this.replies.set(id, (reply) => {
        if (this.replies.size <= 1) this.worker.unref();
        if (reply.error !== undefined) reject(new Error(reply.error));
        else resolve(reply.result);
      });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Queues one batch's rows; resolves once its transaction has committed. */
  write(rows: Group): Promise<StoreResult> {
    // Past this backlog the disk cannot keep up: refuse (503, the tracker retries) instead of
    // buffering without bound.
    if (this.waiting.groups.length >= maxWaitingBatches) {
      return Promise.reject(new Error('the SQLite write queue is full'));
    }
    return new Promise((resolve, reject) => {
      this.waiting.groups.push(rows);
      this.waiting.resolvers.push({ resolve, reject });
      if (!this.writing) this.flush();
    });
  }

  private flush(): void {
    const current = this.waiting;
    if (current.groups.length === 0) return;
    this.waiting = { groups: [], resolvers: [] };
    this.writing = true;
    this.request({ type: 'write', groups: current.groups })
      .then(
        (results) =>
          current.resolvers.forEach((entry, i) => entry.resolve((results as StoreResult[])[i]!)),
        (error: Error) => current.resolvers.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        this.writing = false;
        this.flush();
      });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    while (this.writing || this.waiting.groups.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    this.closing = true;
    this.worker.ref();
    this.worker.postMessage({ type: 'close' });
    await this.exited;
  }
}
