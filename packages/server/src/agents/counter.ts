import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { agentFamily, type AgentFamily } from './user-agent.js';

/**
 * How a fetch got Markdown: `file` asked for a `.md`, `llms.txt` or
 * `llms-full.txt` address, `accept` asked for a page with
 * `Accept: text/markdown` (content negotiation).
 */
export type AgentFetchVia = 'file' | 'accept';

const schema = `
CREATE TABLE IF NOT EXISTS agent_fetches (
  hour TEXT NOT NULL,      -- UTC hour of the requests, '2026-01-31T14'
  path TEXT NOT NULL,      -- URL path served, e.g. /de/service/domain.md
  family TEXT NOT NULL,    -- user-agent family (src/agents/user-agent.ts)
  via TEXT NOT NULL,       -- 'file' or 'accept'
  requests INTEGER NOT NULL,
  PRIMARY KEY (hour, path, family, via)
) WITHOUT ROWID;
-- With ClickHouse: counts not yet in ClickHouse, per flush (batch), so a retried insert of a
-- batch replaces its first copy there instead of adding to it.
CREATE TABLE IF NOT EXISTS agent_fetches_outbox (
  batch TEXT NOT NULL,
  hour TEXT NOT NULL,
  path TEXT NOT NULL,
  family TEXT NOT NULL,
  via TEXT NOT NULL,
  requests INTEGER NOT NULL,
  PRIMARY KEY (batch, hour, path, family, via)
) WITHOUT ROWID`;

/** One row of counts: requests in one UTC hour for one path, family and way. */
export interface AgentFetchRow {
  hour: string;
  path: string;
  family: string;
  via: string;
  requests: number;
}

/**
 * Where the counts go with several instances (ClickHouse): each instance's
 * file keeps what is not there yet, and sends it on (the next start sends
 * what a killed process left).
 */
export interface AgentFetchTarget {
  /** Inserts the rows of one batch; resolves once stored. A batch sent twice counts once. */
  insertAgentFetches(batch: string, rows: readonly AgentFetchRow[]): Promise<void>;
}

/** True for the addresses agents fetch: Markdown twins, llms.txt, llms-full.txt. */
export function isAgentPath(urlPath: string): boolean {
  return /\.md$/i.test(urlPath) || /(^|\/)llms(-full)?\.txt$/i.test(urlPath);
}

const hourOf = (ms: number): string => new Date(ms).toISOString().slice(0, 13);

/**
 * Counts requests for the agent-readable files per hour, path, user-agent
 * family and way (no IP address, no user-agent string, no query string).
 * Counts collect in memory and are added to a SQLite file every few seconds,
 * on `flush()`/`close()` and when the process exits, so serving a file never
 * waits for the disk. With a `target` (ClickHouse), the file is this
 * instance's outbox: each flush is a batch there until the target stored it.
 */
export class AgentFetchCounter {
  private pending = new Map<string, number>();
  private db: Database.Database;
  private upsert: Database.Statement;
  private timer: NodeJS.Timeout;
  private sending: Promise<void> | null = null;
  private readonly onExit = () => this.flush();

  constructor(
    readonly file: string,
    flushIntervalMs = 10_000,
    private readonly target?: AgentFetchTarget,
    private readonly onSendError: (error: Error) => void = () => {},
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(schema);
    if (target) {
      // Counts from before ClickHouse took them (each instance kept its own): one batch to send.
      const batch = randomUUID();
      this.db.transaction(() => {
        this.db
          .prepare(
            `INSERT INTO agent_fetches_outbox (batch, hour, path, family, via, requests)
             SELECT ?, hour, path, family, via, requests FROM agent_fetches`,
          )
          .run(batch);
        this.db.exec('DELETE FROM agent_fetches');
      })();
    }
    this.upsert = target
      ? this.db.prepare(
          `INSERT INTO agent_fetches_outbox (hour, path, family, via, requests, batch)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
      : this.db.prepare(
          `INSERT INTO agent_fetches (hour, path, family, via, requests) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (hour, path, family, via) DO UPDATE SET requests = requests + excluded.requests`,
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

  count(
    urlPath: string,
    userAgent: string | string[] | undefined,
    via: AgentFetchVia,
    now = Date.now(),
  ): AgentFamily {
    const family = agentFamily(userAgent);
    const key = [hourOf(now), urlPath, family, via].join('\t');
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    return family;
  }

  /** Adds the counts collected so far to the file (synchronous: also runs on process exit). */
  flush(): void {
    if (this.pending.size === 0 || !this.db.open) return;
    const rows = [...this.pending];
    this.pending.clear();
    const batch = this.target ? [randomUUID()] : [];
    this.db.transaction(() => {
      for (const [key, requests] of rows) this.upsert.run(...key.split('\t'), requests, ...batch);
    })();
  }

  /**
   * Sends the outbox's batches to the target, each removed once stored (one
   * run at a time; a failure leaves them for the next run).
   */
  send(): Promise<void> {
    const target = this.target;
    if (!target || !this.db.open) return Promise.resolve();
    this.sending ??= (async () => {
      const rows = this.db
        .prepare('SELECT batch, hour, path, family, via, requests FROM agent_fetches_outbox')
        .all() as (AgentFetchRow & { batch: string })[];
      const batches = new Map<string, AgentFetchRow[]>();
      for (const { batch, ...row } of rows)
        batches.set(batch, [...(batches.get(batch) ?? []), row]);
      const remove = this.db.prepare('DELETE FROM agent_fetches_outbox WHERE batch = ?');
      for (const [batch, batchRows] of batches) {
        await target.insertAgentFetches(batch, batchRows);
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

/** The stats of rows summed per path, family and way (from the SQLite file or ClickHouse). */
export function agentFetchStats(rows: readonly Omit<AgentFetchRow, 'hour'>[]): AgentFetchStats {
  const sum = (key: 'family' | 'via') => {
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.requests);
    return [...totals]
      .map(([name, requests]) => ({ name, requests }))
      .sort((a, b) => b.requests - a.requests || a.name.localeCompare(b.name));
  };
  const paths = new Map<string, AgentFetchStats['paths'][number]>();
  for (const row of rows) {
    const entry = paths.get(row.path) ?? { path: row.path, requests: 0, families: {} };
    entry.requests += row.requests;
    entry.families[row.family] = (entry.families[row.family] ?? 0) + row.requests;
    paths.set(row.path, entry);
  }
  return {
    requests: rows.reduce((total, row) => total + row.requests, 0),
    families: sum('family').map(({ name, requests }) => ({ family: name, requests })),
    via: sum('via').map(({ name, requests }) => ({ via: name, requests })),
    paths: [...paths.values()]
      .sort((a, b) => b.requests - a.requests || a.path.localeCompare(b.path))
      .slice(0, topPaths),
  };
}

/** The hours [sinceMs, untilMs) touches, as the stored hour keys, first and last included. */
export const hourRange = (sinceMs: number, untilMs: number): [string, string] => [
  hourOf(sinceMs),
  hourOf(untilMs),
];

export interface AgentFetchStats {
  requests: number;
  /** Requests per user-agent family, most first. */
  families: { family: string; requests: number }[];
  /** Requests per path, most first, with the families that fetched it. */
  paths: { path: string; requests: number; families: Record<string, number> }[];
  /** Requests by way: a .md/llms address, or content negotiation. */
  via: { via: string; requests: number }[];
}

const topPaths = 20;

/** Where the stats read the counts: one instance's file, or ClickHouse for all instances. */
export interface AgentFetchSource {
  agentFetches(sinceMs: number, untilMs: number): Promise<AgentFetchStats>;
}

export const agentFetchFile = (file: string): AgentFetchSource => ({
  agentFetches: (sinceMs, untilMs) => Promise.resolve(readAgentFetches(file, sinceMs, untilMs)),
});

/** The counts of requests in [sinceMs, untilMs), by hour; an absent file has none. */
export function readAgentFetches(file: string, sinceMs: number, untilMs: number): AgentFetchStats {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return agentFetchStats([]);
  }
  try {
    return agentFetchStats(
      db
        .prepare(
          `SELECT path, family, via, SUM(requests) AS requests FROM agent_fetches
           WHERE hour >= ? AND hour <= ? GROUP BY path, family, via`,
        )
        .all(...hourRange(sinceMs, untilMs)) as Omit<AgentFetchRow, 'hour'>[],
    );
  } catch {
    // A file without the table (created by something else): nothing counted.
    return agentFetchStats([]);
  } finally {
    db.close();
  }
}
