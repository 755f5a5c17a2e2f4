import path from 'node:path';
import { loadBrandFacts, loadPlatformFacts } from './facts.js';
import type { ClickHouseSettings } from '@clickhouse/client';
import type { ForwarderOptions } from './storage/forwarder.js';
import type { SqliteSync } from './storage/sqlite.js';

/** Everything the environment configures; README "Configuration" lists the same names. */
export interface CollectorConfig {
  sink:
    | { kind: 'sqlite'; file: string; sync: SqliteSync }
    | {
        kind: 'clickhouse';
        url: string;
        user?: string;
        password?: string;
        database: string;
        table: string;
        createTables: boolean;
        /** Settings sent with every insert (CLICKHOUSE_INSERT_SETTINGS). */
        insertSettings?: ClickHouseSettings;
        spool: { file: string; sync: SqliteSync; maxEvents: number };
        forward: ForwarderOptions;
      };
  retentionDays: number;
  /** Requests per client and minute on POST /lc_t; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Origins besides the server's own that may post (e.g. a staging host). */
  allowedOrigins: string[];
  /** Take the client and host from X-Forwarded-For / X-Forwarded-Host. */
  trustProxy: boolean;
  /** SIGTERM: the longest time from the signal to the exit (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  disk: {
    /** EVENTS_MIN_FREE_MB in bytes: under it /lc_t answers 503 (0: never); a warning at twice it. */
    minFreeBytes: number;
    /** EVENTS_WAL_LIMIT_MB in bytes: past it the store's and the spool's writer restart the WAL. */
    walLimitBytes: number;
  };
}

export const diskDefaults = { minFreeMB: 512, walLimitMB: 64 };
const MB = 1024 * 1024;

export const spoolDefaults = {
  file: 'data/spool.sqlite',
  /** About 0.4 KB of disk per event of the tracker's batches: about 400 MB. */
  maxEvents: 1_000_000,
};

export const forwardDefaults: ForwarderOptions = {
  batchEvents: 10_000,
  intervalMs: 1000,
  maxBackoffMs: 10_000,
};

export const defaultShutdownTimeoutMs = 10_000;

export const defaultRateLimitPerMinute = 600;

type Env = Record<string, string | undefined>;

function positiveNumber(env: Env, name: string, fallback: number, { allowZero = false } = {}) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new Error(`${name}="${raw}" must be a ${allowZero ? 'non-negative' : 'positive'} number`);
  }
  return value;
}

function integer(env: Env, name: string, fallback: number): number {
  const value = positiveNumber(env, name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name}="${env[name]}" must be a whole number`);
  return value;
}

/** CLICKHOUSE_INSERT_SETTINGS: `name=value&name=value`, e.g. `insert_quorum=2`. */
function insertSettings(raw: string | undefined): ClickHouseSettings | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const settings: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name) || value === '') {
      throw new Error(`CLICKHOUSE_INSERT_SETTINGS: "${name}=${value}" is no setting=value pair`);
    }
    settings[name] = value;
  }
  return settings as ClickHouseSettings;
}

const flag = (env: Env, name: string, fallback: boolean) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name}="${raw}" must be 1/true/yes or 0/false/no`);
};

export async function collectorConfigFromEnv(env: Env = process.env): Promise<CollectorConfig> {
  const facts = await loadPlatformFacts();
  const store = env.EVENTS_STORE || (env.CLICKHOUSE_URL ? 'clickhouse' : 'sqlite');
  let sink: CollectorConfig['sink'];
  const sync = env.EVENTS_SQLITE_SYNC || 'full';
  if (sync !== 'full' && sync !== 'normal') {
    throw new Error(`EVENTS_SQLITE_SYNC="${sync}" must be full or normal`);
  }
  if (store === 'sqlite') {
    sink = {
      kind: 'sqlite',
      file: path.resolve(env.EVENTS_SQLITE_FILE || 'data/events.sqlite'),
      sync,
    };
  } else if (store === 'clickhouse') {
    if (!env.CLICKHOUSE_URL) throw new Error('EVENTS_STORE=clickhouse needs CLICKHOUSE_URL');
    sink = {
      kind: 'clickhouse',
      url: env.CLICKHOUSE_URL,
      user: env.CLICKHOUSE_USER || undefined,
      password: env.CLICKHOUSE_PASSWORD || undefined,
      database: env.CLICKHOUSE_DATABASE || 'nubiva_docs',
      table: env.CLICKHOUSE_TABLE || 'events',
      createTables: flag(env, 'CLICKHOUSE_CREATE_TABLES', true),
      insertSettings: insertSettings(env.CLICKHOUSE_INSERT_SETTINGS),
      spool: {
        file: path.resolve(env.EVENTS_SPOOL_FILE || spoolDefaults.file),
        sync,
        maxEvents: integer(env, 'EVENTS_SPOOL_MAX_EVENTS', spoolDefaults.maxEvents),
      },
      forward: {
        batchEvents: integer(env, 'EVENTS_FORWARD_BATCH', forwardDefaults.batchEvents),
        intervalMs: integer(env, 'EVENTS_FORWARD_INTERVAL_MS', forwardDefaults.intervalMs),
        maxBackoffMs: integer(env, 'EVENTS_FORWARD_MAX_BACKOFF_MS', forwardDefaults.maxBackoffMs),
      },
    };
  } else {
    throw new Error(`EVENTS_STORE="${store}" must be sqlite or clickhouse`);
  }
  return {
    sink,
    retentionDays: positiveNumber(
      env,
      'EVENTS_RETENTION_DAYS',
      facts.privacy.trackerEventRetentionDays,
    ),
    rateLimitPerMinute: positiveNumber(env, 'RATE_LIMIT_PER_MINUTE', defaultRateLimitPerMinute, {
      allowZero: true,
    }),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', defaultShutdownTimeoutMs),
    disk: {
      minFreeBytes:
        positiveNumber(env, 'EVENTS_MIN_FREE_MB', diskDefaults.minFreeMB, { allowZero: true }) * MB,
      walLimitBytes: positiveNumber(env, 'EVENTS_WAL_LIMIT_MB', diskDefaults.walLimitMB) * MB,
    },
  };
}

/** The docs-insights dashboard and the stats' main-site clicks (README "Docs insights"). */
export interface InsightsConfig {
  /** INSIGHTS_TOKEN; null: /_insights/ answers 404 like any missing page. */
  token: string | null;
  /** MAIN_SITE_URL, default the brand's mainSiteUrl (site/src/data/brand.ts). */
  mainSiteUrl: string;
  /** Its host in lower case: outbound clicks to it are main-site clicks. */
  mainSiteHost: string;
}

/** Tokens shorter than this are refused (a dashboard token is a password). */
export const minInsightsTokenLength = 16;

export async function insightsConfigFromEnv(env: Env = process.env): Promise<InsightsConfig> {
  const mainSiteUrl = env.MAIN_SITE_URL || (await loadBrandFacts()).mainSiteUrl;
  let mainSiteHost: string;
  try {
    mainSiteHost = new URL(mainSiteUrl).hostname.toLowerCase();
  } catch {
    throw new Error(
      `MAIN_SITE_URL="${mainSiteUrl}" must be an absolute URL like https://nubiva.example`,
    );
  }
  if (mainSiteHost === '') throw new Error(`MAIN_SITE_URL="${mainSiteUrl}" has no host`);
  const token = env.INSIGHTS_TOKEN || null;
  if (token !== null && (token.length < minInsightsTokenLength || /\s/.test(token))) {
    throw new Error(
      `INSIGHTS_TOKEN must be at least ${minInsightsTokenLength} characters without spaces (e.g. openssl rand -hex 24)`,
    );
  }
  return { token, mainSiteUrl, mainSiteHost };
}
