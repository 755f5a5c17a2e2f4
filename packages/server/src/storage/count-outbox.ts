import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** A table of counts: its key columns (text) and its count column. */
export interface CountTable {
  name: string;
  keys: readonly string[];
  value: string;
}

/** One row of counts: the key columns' values and the count. */
export type CountRow = Record<string, string | number>;

/**
 * Where counts go with several instances (ClickHouse): inserts the rows of one batch and
 * resolves once stored; a batch sent twice counts once.
 */
export type SendCounts = (batch: string, rows: readonly CountRow[]) => Promise<void>;

/**
 * Counts of requests kept per key in a SQLite file, without anything that identifies a
 * reader. Counts collect in memory and are added to the file every few seconds, on
 * `flush()`/`close()` and when the process exits, so answering a request never waits for the
 * disk. With `send` (ClickHouse), the file is this instance's outbox: each flush is a batch
 * there until `send` stored it, so the counts of several instances add up there, and the next
 * start sends what a killed process left.
 */
export class CountOutbox {
  private pending = new Map<string, number>();
  private db: Database.Database;
  private upsert: Database.Statement;
  private timer: NodeJS.Timeout;
  private sending: Promise<void> | null = null;
  private readonly onExit = () => this.flush();

  constructor(
    readonly file: string,
    private readonly table: CountTable,
    flushIntervalMs = 10_000,
    private readonly target?: SendCounts,
    private readonly onSendError: (error: Error) => void = () => {},
  ) {
    const { name, keys, value } = table;
    const columns = keys.join(', ');
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    const keyColumns = keys.map((key) => `${key} TEXT NOT NULL`).join(', ');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS ${name} (${keyColumns}, ${value} INTEGER NOT NULL,
        PRIMARY KEY (${columns})) WITHOUT ROWID;
      -- With ClickHouse: counts not yet there, per flush (batch), so a retried insert of a
      -- batch replaces its first copy there instead of adding to it.
      CREATE TABLE IF NOT EXISTS ${name}_outbox (batch TEXT NOT NULL, ${keyColumns},
        ${value} INTEGER NOT NULL, PRIMARY KEY (batch, ${columns})) WITHOUT ROWID`);
    if (target) {
      // Counts from before ClickHouse took them (each instance kept its own): one batch to send.
      const batch = randomUUID();
      this.db.transaction(() => {
        this.db
          .prepare(
            `INSERT INTO ${name}_outbox (batch, ${columns}, ${value})
             SELECT ?, ${columns}, ${value} FROM ${name}`,
          )
          .run(batch);
        this.db.exec(`DELETE FROM ${name}`);
      })();
    }
    const slots = keys.map(() => '?').join(', ');
    this.upsert = target
      ? this.db.prepare(
          `INSERT INTO ${name}_outbox (${columns}, ${value}, batch) VALUES (${slots}, ?, ?)`,
        )
      : this.db.prepare(
          `INSERT INTO ${name} (${columns}, ${value}) VALUES (${slots}, ?)
           ON CONFLICT (${columns}) DO UPDATE SET ${value} = ${value} + excluded.${value}`,
        );
    this.timer = setInterval(() => {
      this.flush();
      void this.send();
    }, flushIntervalMs);
    this.timer.unref();
    process.on('exit', this.onExit);
    // What an earlier process of this instance left in the outbox (killed, or its target down).
    void this.send();
  }

  /** Adds one to the count of these key values (in the order of the table's keys). */
  protected add(keyValues: readonly string[]): void {
    const key = keyValues.join('\t');
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  /** Adds the counts collected so far to the file (synchronous: also runs on process exit). */
  flush(): void {
    if (this.pending.size === 0 || !this.db.open) return;
    const rows = [...this.pending];
    this.pending.clear();
    const batch = this.target ? [randomUUID()] : [];
    this.db.transaction(() => {
      for (const [key, count] of rows) this.upsert.run(...key.split('\t'), count, ...batch);
    })();
  }

  /**
   * Sends the outbox's batches to the target, each removed once stored (one
   * run at a time; a failure leaves them for the next run).
   */
  send(): Promise<void> {
    const target = this.target;
    if (!target || !this.db.open) return Promise.resolve();
    const { name, keys, value } = this.table;
    this.sending ??= (async () => {
      const rows = this.db
        .prepare(`SELECT batch, ${keys.join(', ')}, ${value} FROM ${name}_outbox`)
        .all() as (CountRow & { batch: string })[];
      const batches = new Map<string, CountRow[]>();
      for (const { batch, ...row } of rows)
        batches.set(batch, [...(batches.get(batch) ?? []), row]);
      const remove = this.db.prepare(`DELETE FROM ${name}_outbox WHERE batch = ?`);
      for (const [batch, batchRows] of batches) {
        await target(batch, batchRows);
        if (this.db.open) remove.run(batch);
      }
    })()
      .catch((error: unknown) => this.onSendError(error as Error))
      .finally(() => (this.sending = null));
    return this.sending;
  }

  /**
   * Flushes, sends what it can (with a target) until `deadline` (ms), and
   * closes the file; what is not sent by then goes at the next start.
   */
  async close(deadline = Infinity): Promise<void> {
    clearInterval(this.timer);
    process.off('exit', this.onExit);
    this.flush();
    const sent = (this.sending ?? Promise.resolve()).then(() => this.send());
    if (this.target) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        if (deadline !== Infinity) timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      });
      await Promise.race([sent, late]);
      clearTimeout(timer);
    }
    this.db.close();
  }
}

/** Reads rows of a count file; an absent file, or one without the table, has none. */
export function readCountFile<T>(file: string, query: string, ...params: unknown[]): T[] {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return [];
  }
  try {
    return db.prepare(query).all(...params) as T[];
  } catch {
    // A file without the table (created by something else): nothing counted.
    return [];
  } finally {
    db.close();
  }
}
