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

/**
 * The file the counts go to: AGENT_STATS_FILE, or agent-fetches.sqlite beside
 * the events (EVENTS_SQLITE_FILE, or the ClickHouse spool's EVENTS_SPOOL_FILE;
 * by default data/).
 */
export const agentStatsFile = (env: Record<string, string | undefined> = process.env): string =>
  path.resolve(
    env.AGENT_STATS_FILE ||
      path.join(
        path.dirname(
          (env.EVENTS_STORE === 'clickhouse' || (!env.EVENTS_STORE && env.CLICKHOUSE_URL)
            ? env.EVENTS_SPOOL_FILE
            : env.EVENTS_SQLITE_FILE) || 'data/events.sqlite',
        ),
        'agent-fetches.sqlite',
      ),
  );

const schema = `
CREATE TABLE IF NOT EXISTS agent_fetches (
  hour TEXT NOT NULL,      -- UTC hour of the requests, '2026-01-31T14'
  path TEXT NOT NULL,      -- URL path served, e.g. /de/service/domain.md
  family TEXT NOT NULL,    -- user-agent family (src/agents/user-agent.ts)
  via TEXT NOT NULL,       -- 'file' or 'accept'
  requests INTEGER NOT NULL,
  PRIMARY KEY (hour, path, family, via)
) WITHOUT ROWID`;

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
 * waits for the disk.
 */
export class AgentFetchCounter {
  private pending = new Map<string, number>();
  private db: Database.Database;
  private upsert: Database.Statement;
  private timer: NodeJS.Timeout;
  private readonly onExit = () => this.flush();

  constructor(
    readonly file: string,
    flushIntervalMs = 10_000,
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(schema);
    this.upsert = this.db.prepare(
      `INSERT INTO agent_fetches (hour, path, family, via, requests) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (hour, path, family, via) DO UPDATE SET requests = requests + excluded.requests`,
    );
    this.timer = setInterval(() => this.flush(), flushIntervalMs);
    this.timer.unref();
    process.on('exit', this.onExit);
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
    this.db.transaction(() => {
      for (const [key, requests] of rows) this.upsert.run(...key.split('\t'), requests);
    })();
  }

  close(): void {
    clearInterval(this.timer);
    process.off('exit', this.onExit);
    this.flush();
    this.db.close();
  }
}

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

/** The counts of requests in [sinceMs, untilMs), by hour; an absent file has none. */
export function readAgentFetches(file: string, sinceMs: number, untilMs: number): AgentFetchStats {
  const empty: AgentFetchStats = { requests: 0, families: [], paths: [], via: [] };
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return empty;
  }
  try {
    const range = [hourOf(sinceMs), hourOf(untilMs)];
    const where = 'FROM agent_fetches WHERE hour >= ? AND hour <= ?';
    const total = db.prepare(`SELECT COALESCE(SUM(requests), 0) AS n ${where}`).get(...range) as {
      n: number;
    };
    const families = db
      .prepare(
        `SELECT family, SUM(requests) AS requests ${where} GROUP BY family ORDER BY requests DESC, family`,
      )
      .all(...range) as { family: string; requests: number }[];
    const via = db
      .prepare(
        `SELECT via, SUM(requests) AS requests ${where} GROUP BY via ORDER BY requests DESC, via`,
      )
      .all(...range) as { via: string; requests: number }[];
    const byPath = db
      .prepare(`SELECT path, family, SUM(requests) AS requests ${where} GROUP BY path, family`)
      .all(...range) as { path: string; family: string; requests: number }[];
    const paths = new Map<string, AgentFetchStats['paths'][number]>();
    for (const row of byPath) {
      const entry = paths.get(row.path) ?? { path: row.path, requests: 0, families: {} };
      entry.requests += row.requests;
      entry.families[row.family] = row.requests;
      paths.set(row.path, entry);
    }
    return {
      requests: total.n,
      families,
      via,
      paths: [...paths.values()]
        .sort((a, b) => b.requests - a.requests || a.path.localeCompare(b.path))
        .slice(0, topPaths),
    };
  } catch {
    // A file without the table (created by something else): nothing counted.
    return empty;
  } finally {
    db.close();
  }
}
