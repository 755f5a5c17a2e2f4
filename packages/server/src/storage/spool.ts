import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { StoreResult } from './sink.js';
import { SqliteCheckpointer } from './sqlite-checkpointer.js';
import type { SqliteFileOptions, SqliteSync } from './sqlite.js';
import { defaultWalLimitBytes, SqliteWriter } from './sqlite-writer.js';

/**
 * The durable spool in front of ClickHouse: one row per accepted batch with
 * its events serialised for ClickHouse's JSONEachRow in two parts: the
 * columns every event of the batch shares (context, ids, referrers…) once,
 * and each event's own columns (SpoolBatch); a line is the two joined, which
 * keeps the spool about three times smaller than whole lines. A batch is
 * answered 2xx once its row has committed (WAL, fsynced with
 * `EVENTS_SQLITE_SYNC=full`); the forwarder reads rows oldest first and
 * deletes them only after ClickHouse confirmed their insert.
 */
const schema = `
CREATE TABLE IF NOT EXISTS spool (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at INTEGER NOT NULL,
  events INTEGER NOT NULL,
  ids TEXT NOT NULL,
  shared TEXT NOT NULL,
  parts TEXT NOT NULL
);
`;

/** One batch as the spool keeps it. */
export interface SpoolBatch {
  /** Event ids, in the order of `parts`. */
  ids: readonly string[];
  /** A JSON object of the columns all events share. */
  shared: string;
  /** Per event, a JSON object of its own columns. */
  parts: readonly string[];
}

/** A JSONEachRow line from an event's part and its batch's shared columns (both JSON objects). */
export const joinLine = (part: string, shared: string): string =>
  shared.length > 2 ? `${part.slice(0, -1)},${shared.slice(1)}` : part;

/** Batches with at most `maxEvents` events (at least one batch), oldest first. */
export interface SpoolChunk {
  /** Sequence number of the chunk's last batch; removing deletes up to it. */
  lastSeq: number;
  batches: number;
  events: number;
  /** Event ids, one per line, in the order of `lines`. */
  ids: string[];
  /** JSONEachRow lines, one per id. */
  lines: string[];
}

export interface SpoolDepth {
  events: number;
  batches: number;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One spool belongs to one server process: a second process forwarding the
 * same rows would insert them twice. A lock file holds the owner's pid; a
 * lock left by a killed process (its pid no longer alive) is taken over.
 */
function lockSpool(file: string): () => void {
  const lock = `${file}.lock`;
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lock, 'utf8'));
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `the spool ${file} is in use by process ${owner}; give each server its own EVENTS_SPOOL_FILE`,
      );
    }
    writeFileSync(lock, String(process.pid));
  }
  return () => {
    try {
      if (readFileSync(lock, 'utf8') === String(process.pid)) unlinkSync(lock);
    } catch {
      // already gone
    }
  };
}

/** Depth of a spool file without opening it for writing (the stats command). */
export function readSpoolDepth(file: string): SpoolDepth | null {
  if (!existsSync(file)) return null;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 2000');
    const row = db
      .prepare('SELECT coalesce(sum(events), 0) AS events, count(*) AS batches FROM spool')
      .get() as SpoolDepth | undefined;
    return row ?? { events: 0, batches: 0 };
  } catch {
    return null;
  } finally {
    db.close();
  }
}

export class Spool {
  private readonly db: Database.Database;
  private readonly writer: SqliteWriter<(string | number)[]>;
  private readonly checkpointer: SqliteCheckpointer;
  private readonly unlock: () => void;
  private committed: SpoolDepth;
  /** Events of appends not yet committed: they count against the limit already. */
  private pendingEvents = 0;

  constructor(
    readonly file: string,
    sync: SqliteSync = 'full',
    options: SqliteFileOptions = {},
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.unlock = lockSpool(file);
    try {
      this.db = new Database(file);
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('busy_timeout = 5000');
      this.db.pragma('wal_autocheckpoint = 0');
      this.db.exec(schema);
      this.committed = this.db
        .prepare('SELECT coalesce(sum(events), 0) AS events, count(*) AS batches FROM spool')
        .get() as SpoolDepth;
    } catch (error) {
      this.unlock();
      throw error;
    }
    this.writer = new SqliteWriter(file, sync === 'full' ? 'FULL' : 'NORMAL', 'spool-thread', {
      walLimitBytes: options.walLimitBytes ?? defaultWalLimitBytes,
    });
    this.checkpointer = new SqliteCheckpointer(file);
  }

  /** Events and batches committed and not yet forwarded. */
  get depth(): SpoolDepth {
    return { ...this.committed };
  }

  /** Committed events plus those of appends on their way to the disk. */
  get reservedEvents(): number {
    return this.committed.events + this.pendingEvents;
  }

  /** Appends one batch; resolves once committed. */
  async append(receivedAt: number, batch: SpoolBatch): Promise<StoreResult> {
    const events = batch.ids.length;
    this.pendingEvents += events;
    try {
      const result: StoreResult = await this.writer.write([
        receivedAt,
        events,
        batch.ids.join('\n'),
        batch.shared,
        batch.parts.join('\n'),
      ]);
      this.committed.events += events;
      this.committed.batches += 1;
      return result;
    } finally {
      this.pendingEvents -= events;
    }
  }

  /** The oldest batches, up to `maxEvents` events (at least one batch); null when empty. */
  async head(maxEvents: number): Promise<SpoolChunk | null> {
    return (await this.writer.request({ type: 'head', maxEvents })) as SpoolChunk | null;
  }

  /** Deletes a chunk read by head(); call only after ClickHouse confirmed its insert. */
  async remove(chunk: SpoolChunk): Promise<void> {
    const removed = (await this.writer.request({ type: 'remove', upTo: chunk.lastSeq })) as number;
    this.committed.batches -= removed;
    this.committed.events -= chunk.events;
  }

  /** Receive time of the oldest spooled batch, if any. */
  oldestReceivedAt(): number | null {
    const row = this.db.prepare('SELECT received_at FROM spool ORDER BY seq LIMIT 1').get() as
      { received_at: number } | undefined;
    return row?.received_at ?? null;
  }

  async close(): Promise<void> {
    await this.writer.close();
    await this.checkpointer.stop();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.close();
    this.unlock();
  }
}
