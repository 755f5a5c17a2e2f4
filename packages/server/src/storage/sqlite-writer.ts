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
 * A thread is a module beside this one (`sqlite-events-thread.ts` and the
 * others, see sqlite-thread.ts); its `write` handler receives `{ groups }` (one
 * entry per `write()` call) and returns one StoreResult per group, in one
 * transaction.
 */
export type SqliteThread =
  | 'sqlite-events-thread'
  | 'sqlite-aggregate-thread'
  | 'sqlite-checkpointer-thread'
  | 'spool-thread';

/**
 * Starts a thread module of this directory: the compiled .js in dist/, or, when this module runs
 * from its TypeScript source (the tests), the .ts source through tsx (source-thread.mjs).
 */
export function startThread(name: SqliteThread, workerData: Record<string, unknown>): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL(`./${name}.js`, import.meta.url), { workerData });
  }
  return new Worker(new URL('./source-thread.mjs', import.meta.url), {
    workerData: { ...workerData, sourceThread: new URL(`./${name}.ts`, import.meta.url).href },
  });
}

/** Past this size of the WAL file the writer yields to a checkpoint that starts it over. */
export const defaultWalLimitBytes = 64 * 1024 * 1024;

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
    thread: SqliteThread,
    workerData: Record<string, unknown> = {},
  ) {
    this.worker = startThread(thread, { ...workerData, file, synchronous });
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
