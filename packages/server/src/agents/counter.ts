import { CountOutbox, readCountFile } from '../storage/count-outbox.js';
import { agentFamily, type AgentFamily } from './user-agent.js';

/**
 * How a fetch got Markdown: `file` asked for a `.md`, `llms.txt` or
 * `llms-full.txt` address, `accept` asked for a page with
 * `Accept: text/markdown` (content negotiation), `mcp` through the MCP endpoint's tools
 * (a page read with get_page, a search with search, counted at the locale's search path).
 */
export type AgentFetchVia = 'file' | 'accept' | 'mcp';

/** One row of counts: requests in one UTC hour for one path, family and way. */
export type AgentFetchRow = {
  hour: string;
  path: string;
  family: string;
  via: string;
  requests: number;
};

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
export const agentPathPattern = /\.md$|(^|\/)llms(-full)?\.txt$/i;

export function isAgentPath(urlPath: string): boolean {
  return agentPathPattern.test(urlPath);
}

const hourOf = (ms: number): string => new Date(ms).toISOString().slice(0, 13);

/**
 * Counts requests for the agent-readable files per UTC hour ('2026-01-31T14'), path,
 * user-agent family and way (no IP address, no user-agent string, no query string), in the
 * file's `agent_fetches` table (with ClickHouse: its outbox, see CountOutbox).
 */
/** The counts' table: its key columns and the summed column (the privacy policy lists them). */
export const agentFetchTable = {
  name: 'agent_fetches',
  keys: ['hour', 'path', 'family', 'via'],
  value: 'requests',
} as const;

export class AgentFetchCounter extends CountOutbox {
  constructor(
    file: string,
    flushIntervalMs = 10_000,
    target?: AgentFetchTarget,
    onSendError?: (error: Error) => void,
  ) {
    super(
      file,
      agentFetchTable,
      flushIntervalMs,
      target &&
        ((batch, rows) => target.insertAgentFetches(batch, rows as readonly AgentFetchRow[])),
      onSendError,
    );
  }

  count(
    urlPath: string,
    userAgent: string | string[] | undefined,
    via: AgentFetchVia,
    now = Date.now(),
  ): AgentFamily {
    const family = agentFamily(userAgent);
    this.add([hourOf(now), urlPath, family, via]);
    return family;
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
  return agentFetchStats(
    readCountFile<Omit<AgentFetchRow, 'hour'>>(
      file,
      `SELECT path, family, via, SUM(requests) AS requests FROM agent_fetches
       WHERE hour >= ? AND hour <= ? GROUP BY path, family, via`,
      ...hourRange(sinceMs, untilMs),
    ),
  );
}
