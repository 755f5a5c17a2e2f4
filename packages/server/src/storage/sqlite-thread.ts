import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { log } from '../log.js';

/** What every SQLite thread receives (SqliteWriter adds the file and the sync level). */
export interface SqliteThreadData {
  file: string;
  synchronous: 'FULL' | 'NORMAL';
  /** Past this WAL size the thread yields to a RESTART checkpoint between transactions. */
  walLimitBytes?: number;
}

/** A message to a thread: `type` names its handler, `id` pairs it with the reply. */
export interface ThreadMessage {
  type: string;
  id: number;
  [key: string]: unknown;
}

// Each handler reads the fields of its own message type; SqliteWriter.request() is the typed side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ThreadHandlers = Record<string, (message: any) => unknown>;

/** The WAL file's size in bytes (0 while there is none). */
export const walSize = (file: string): number => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

/**
 * The body of a SQLite thread (SqliteWriter starts it): its own connection in WAL mode, the
 * handlers `makeHandlers` returns, one reply per message, and after each message a RESTART
 * checkpoint once the WAL has grown past the limit.
 */
export function serveSqliteThread<Data extends SqliteThreadData>(
  makeHandlers: (db: Database.Database, data: Data) => ThreadHandlers,
): void {
  const port = parentPort;
  if (!port) throw new Error('a SQLite thread module runs only as a worker thread');
  const data = workerData as Data;
  const db = new Database(data.file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${data.synchronous}`);
  db.pragma('busy_timeout = 5000');
  db.pragma('wal_autocheckpoint = 0');
  const walLimit = data.walLimitBytes;
  // After a RESTART the next commit cuts the file to a quarter of the limit, so the file's
  // size tells how far the WAL has grown since.
  if (walLimit) db.pragma(`journal_size_limit = ${Math.floor(walLimit / 4)}`);
  // Under continuous commits a PASSIVE checkpoint never catches up, and the WAL would grow
  // without bound. So past the limit the writer yields to a RESTART checkpoint between two
  // transactions: it copies what the checkpointer thread's PASSIVE runs left and makes the
  // next commit write the WAL from its start again. A reader holding an old snapshot makes
  // it give up after 250 ms (tried again after the next commit).
  const yieldToCheckpoint = () => {
    if (!walLimit || walSize(data.file) < walLimit) return;
    db.pragma('busy_timeout = 250');
    try {
      db.pragma('wal_checkpoint(RESTART)');
    } catch (error) {
      log.error({ err: error }, 'sqlite checkpoint failed');
    }
    db.pragma('busy_timeout = 5000');
  };
  const handlers = makeHandlers(db, data);
  port.on('message', (message: ThreadMessage) => {
    if (message.type === 'close') {
      db.close();
      port.close();
      return;
    }
    try {
      const handler = handlers[message.type];
      if (!handler) throw new Error(`no handler for ${message.type} in this SQLite thread`);
      port.postMessage({ id: message.id, result: handler(message) });
    } catch (error) {
      port.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    yieldToCheckpoint();
  });
}
