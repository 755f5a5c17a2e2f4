import path from 'node:path';
import Joi from 'joi';
import { loadBrandFacts, loadPlatformFacts } from './facts.js';
import { TrustedProxies } from './proxies.js';
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
  /** TRUSTED_PROXIES: whose X-Forwarded-For/-Host/-Proto to believe (none by default). */
  trustedProxies: TrustedProxies;
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

/** The set variables (empty: unset) over `defaults`; an error names each bad one and its value. */
function validate(schema: Joi.ObjectSchema, env: Env, defaults: Record<string, unknown>) {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const messages = { 'boolean.base': 'must be 1/true/yes or 0/false/no' };
  const prefs = { abortEarly: false, errors: { label: false as const }, messages };
  const { value, error } = schema.validate({ ...defaults, ...set }, prefs);
  if (!error) return value;
  const named = (name: string) =>
    name in set && !/TOKEN|PASSWORD/.test(name) ? `${name}="${set[name]}"` : name; // no secrets
  const problems = error.details.map(({ path, message }) => `${named(`${path[0]}`)} ${message}`);
  throw new Error([...new Set(problems)].join('; '));
}

/** Any finite decimal number, however large (Joi by default stops at 2^53, Number() did not). */
const number = Joi.number().unsafe();
const whole = (fallback: number) => number.integer().positive().default(fallback);
const flag = (fallback: boolean) =>
  Joi.boolean().truthy('1', 'yes').falsy('0', 'no').default(fallback);
/** Checked with EVENTS_STORE=clickhouse only; the SQLite store ignores it. */
const forClickHouse = (then: Joi.Schema) => Joi.when('EVENTS_STORE', { is: 'clickhouse', then });

/** CLICKHOUSE_INSERT_SETTINGS: `name=value&name=value`, e.g. `insert_quorum=2`. */
const insertSettings = Joi.string()
  .empty(/^\s*$/)
  .custom((raw: string, helpers) => {
    const pairs = [...new URLSearchParams(raw)];
    const bad = pairs.find(([key, value]) => !/^[a-z_][a-z0-9_]*$/.test(key) || !value)?.join('=');
    if (bad) return helpers.message({ custom: '"{#bad}" is no setting=value pair' }, { bad });
    return Object.fromEntries(pairs) as ClickHouseSettings;
  });

const collectorSchema = Joi.object({
  EVENTS_STORE: Joi.string()
    .valid('sqlite', 'clickhouse')
    .default((env: Env) => (env.CLICKHOUSE_URL ? 'clickhouse' : 'sqlite')),
  EVENTS_SQLITE_FILE: Joi.string().default('data/events.sqlite'),
  EVENTS_SQLITE_SYNC: Joi.string().valid('full', 'normal').default('full'),
  CLICKHOUSE_URL: forClickHouse(Joi.string().required()),
  CLICKHOUSE_DATABASE: Joi.string().default('nubiva_docs'),
  CLICKHOUSE_TABLE: Joi.string().default('events'),
  CLICKHOUSE_CREATE_TABLES: forClickHouse(flag(true)),
  CLICKHOUSE_INSERT_SETTINGS: forClickHouse(insertSettings),
  EVENTS_SPOOL_FILE: Joi.string().default(spoolDefaults.file),
  EVENTS_SPOOL_MAX_EVENTS: forClickHouse(whole(spoolDefaults.maxEvents)),
  EVENTS_FORWARD_BATCH: forClickHouse(whole(forwardDefaults.batchEvents)),
  EVENTS_FORWARD_INTERVAL_MS: forClickHouse(whole(forwardDefaults.intervalMs)),
  EVENTS_FORWARD_MAX_BACKOFF_MS: forClickHouse(whole(forwardDefaults.maxBackoffMs)),
  EVENTS_RETENTION_DAYS: number.positive(),
  RATE_LIMIT_PER_MINUTE: number.min(0).default(defaultRateLimitPerMinute),
  ALLOWED_ORIGINS: Joi.string().default(''),
  TRUSTED_PROXIES: Joi.string()
    .default(() => new TrustedProxies())
    .custom((raw: string, helpers) => {
      try {
        return TrustedProxies.parse(raw);
      } catch (error) {
        return helpers.message({ custom: (error as Error).message });
      }
    }),
  // A yes/no setting trusted every client's headers; the list names the proxies.
  TRUST_PROXY: Joi.any()
    .forbidden()
    .messages({ 'any.unknown': "is replaced by TRUSTED_PROXIES (the proxies' addresses)" }),
  SHUTDOWN_TIMEOUT_MS: whole(defaultShutdownTimeoutMs),
  EVENTS_MIN_FREE_MB: number.min(0).default(diskDefaults.minFreeMB),
  EVENTS_WAL_LIMIT_MB: number.positive().default(diskDefaults.walLimitMB),
}).unknown(true);

export async function collectorConfigFromEnv(env: Env = process.env): Promise<CollectorConfig> {
  const days = (await loadPlatformFacts()).privacy.trackerEventRetentionDays;
  const v = validate(collectorSchema, env, { EVENTS_RETENTION_DAYS: days });
  const sync: SqliteSync = v.EVENTS_SQLITE_SYNC;
  return {
    sink:
      v.EVENTS_STORE === 'sqlite'
        ? { kind: 'sqlite', file: path.resolve(v.EVENTS_SQLITE_FILE), sync }
        : {
            kind: 'clickhouse',
            url: v.CLICKHOUSE_URL,
            user: v.CLICKHOUSE_USER,
            password: v.CLICKHOUSE_PASSWORD,
            database: v.CLICKHOUSE_DATABASE,
            table: v.CLICKHOUSE_TABLE,
            createTables: v.CLICKHOUSE_CREATE_TABLES,
            insertSettings: v.CLICKHOUSE_INSERT_SETTINGS,
            spool: {
              file: path.resolve(v.EVENTS_SPOOL_FILE),
              sync,
              maxEvents: v.EVENTS_SPOOL_MAX_EVENTS,
            },
            forward: {
              batchEvents: v.EVENTS_FORWARD_BATCH,
              intervalMs: v.EVENTS_FORWARD_INTERVAL_MS,
              maxBackoffMs: v.EVENTS_FORWARD_MAX_BACKOFF_MS,
            },
          },
    retentionDays: v.EVENTS_RETENTION_DAYS,
    rateLimitPerMinute: v.RATE_LIMIT_PER_MINUTE,
    allowedOrigins: `${v.ALLOWED_ORIGINS}`.split(',').flatMap((origin) => origin.trim() || []),
    trustedProxies: v.TRUSTED_PROXIES,
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_MS,
    disk: { minFreeBytes: v.EVENTS_MIN_FREE_MB * MB, walLimitBytes: v.EVENTS_WAL_LIMIT_MB * MB },
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

const tokenRule = `must be at least ${minInsightsTokenLength} characters without spaces (e.g. openssl rand -hex 24)`;

const insightsSchema = Joi.object({
  MAIN_SITE_URL: Joi.string().custom((url: string, helpers) =>
    URL.canParse(url) && new URL(url).hostname !== ''
      ? url
      : helpers.message({ custom: 'must be an absolute URL like https://nubiva.example' }),
  ),
  INSIGHTS_TOKEN: Joi.string()
    .min(minInsightsTokenLength)
    .pattern(/^\S+$/)
    .messages({ 'string.min': tokenRule, 'string.pattern.base': tokenRule }),
}).unknown(true);

export async function insightsConfigFromEnv(env: Env = process.env): Promise<InsightsConfig> {
  const { mainSiteUrl } = await loadBrandFacts();
  const v = validate(insightsSchema, env, { MAIN_SITE_URL: mainSiteUrl });
  const host = new URL(v.MAIN_SITE_URL).hostname.toLowerCase();
  return { token: v.INSIGHTS_TOKEN ?? null, mainSiteUrl: v.MAIN_SITE_URL, mainSiteHost: host };
}
