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

/**
 * A setting's text for `--help` and the README's table; `shown` is its default as a reader
 * needs it where the schema computes one.
 */
const about = <T extends Joi.Schema>(schema: T, text: string, shown?: string): T =>
  schema.description(text).meta(shown === undefined ? {} : { shown }) as T;

/** A whole number checked with the ClickHouse store only (`when` hides its default from `describe`). */
const clickHouseWhole = (fallback: number, text: string) =>
  about(forClickHouse(whole(fallback)), text, `\`${fallback}\``);

const collectorKeys = {
  EVENTS_STORE: about(
    Joi.string()
      .valid('sqlite', 'clickhouse')
      .default((env: Env) => (env.CLICKHOUSE_URL ? 'clickhouse' : 'sqlite')),
    'Which store keeps the events.',
    '`sqlite` (`clickhouse` if `CLICKHOUSE_URL` is set)',
  ),
  EVENTS_SQLITE_FILE: about(
    Joi.string().default('data/events.sqlite'),
    'SQLite file (directory created on start).',
  ),
  EVENTS_SQLITE_SYNC: about(
    Joi.string().valid('full', 'normal').default('full'),
    '`full`: the WAL is fsynced before the 2xx, an answered batch survives a power cut. `normal`: survives a killed process, a power cut may lose the last commits; about twice the throughput. Applies to the SQLite store and to the ClickHouse spool.',
  ),
  CLICKHOUSE_URL: about(
    forClickHouse(Joi.string().required()),
    'HTTP interface, e.g. `http://127.0.0.1:8123`.',
  ),
  CLICKHOUSE_USER: about(Joi.string(), 'Sent as HTTP basic auth.'),
  CLICKHOUSE_PASSWORD: about(Joi.string(), 'Sent as HTTP basic auth.'),
  CLICKHOUSE_DATABASE: about(Joi.string().default('nubiva_docs'), 'Where events go.'),
  CLICKHOUSE_TABLE: about(Joi.string().default('events'), 'Where events go.'),
  CLICKHOUSE_CREATE_TABLES: about(
    forClickHouse(flag(true)),
    'Apply the schema migrations on start; set `0` on a cluster whose tables you manage (see below).',
    '`1`',
  ),
  CLICKHOUSE_INSERT_SETTINGS: about(
    forClickHouse(insertSettings),
    'Settings sent with every forwarded insert, `name=value&name=value`, e.g. `insert_quorum=2&insert_distributed_sync=1` on a cluster.',
  ),
  EVENTS_SPOOL_FILE: about(
    Joi.string().default(spoolDefaults.file),
    "The ClickHouse store's spool (see Storage); one per server process.",
  ),
  EVENTS_SPOOL_MAX_EVENTS: clickHouseWhole(
    spoolDefaults.maxEvents,
    "Spool limit (about 0.4 KB of disk per event for the tracker's batches, so about 400 MB); past it `/lc_t` answers 503 with `Retry-After`.",
  ),
  EVENTS_FORWARD_BATCH: clickHouseWhole(
    forwardDefaults.batchEvents,
    'Events per ClickHouse insert at most.',
  ),
  EVENTS_FORWARD_INTERVAL_MS: clickHouseWhole(
    forwardDefaults.intervalMs,
    'Pause between forwarding rounds; a full batch waiting is forwarded at once.',
  ),
  EVENTS_FORWARD_MAX_BACKOFF_MS: clickHouseWhole(
    forwardDefaults.maxBackoffMs,
    'While ClickHouse fails, attempts back off from 1 s, doubling up to this (±20 % jitter).',
  ),
  EVENTS_RETENTION_DAYS: about(
    number.positive(),
    'Events received longer ago are deleted (on start, then hourly).',
    '`privacy.trackerEventRetentionDays` of `site/src/data/platform.ts`',
  ),
  RATE_LIMIT_PER_MINUTE: about(
    number.min(0).default(defaultRateLimitPerMinute),
    '`POST /lc_t` requests per client and minute; `0` turns the limit off. Kept in memory only.',
  ),
  ALLOWED_ORIGINS: about(
    Joi.string().default(''),
    'Comma-separated extra origins allowed to post (e.g. a staging host).',
  ),
  TRUSTED_PROXIES: about(
    Joi.string()
      .default(() => new TrustedProxies())
      .custom((raw: string, helpers) => {
        try {
          return TrustedProxies.parse(raw);
        } catch (error) {
          return helpers.message({ custom: (error as Error).message });
        }
      }),
    'The proxies (addresses or CIDR ranges, e.g. `10.0.0.0/8, ::1`) whose `X-Forwarded-For`, `-Host` and `-Proto` the server believes: the client is the last address before them in `X-Forwarded-For` (rate limits only, in memory, never stored).',
    'none',
  ),
  // A yes/no setting trusted every client's headers; the list names the proxies.
  TRUST_PROXY: Joi.any()
    .forbidden()
    .messages({ 'any.unknown': "is replaced by TRUSTED_PROXIES (the proxies' addresses)" }),
  SHUTDOWN_TIMEOUT_MS: about(
    whole(defaultShutdownTimeoutMs),
    'SIGTERM/SIGINT: the longest time from the signal to the exit (see Graceful shutdown).',
  ),
  EVENTS_MIN_FREE_MB: about(
    number.min(0).default(diskDefaults.minFreeMB),
    'Free space (MiB) the disk of the events (`EVENTS_SQLITE_FILE`, or `EVENTS_SPOOL_FILE` with ClickHouse) must keep: under twice it the server prints a warning, under it `/lc_t` answers 503 with `Retry-After` (see "Disk"); `0` turns the check off.',
  ),
  EVENTS_WAL_LIMIT_MB: about(
    number.positive().default(diskDefaults.walLimitMB),
    'Past this size of the WAL the writer of the SQLite store (and of the spool) yields to a checkpoint that starts the WAL over (see "Disk").',
  ),
};

function collectorConfig(v: Settings): CollectorConfig {
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

const insightsKeys = {
  MAIN_SITE_URL: about(
    Joi.string().custom((url: string, helpers) =>
      URL.canParse(url) && new URL(url).hostname !== ''
        ? url
        : helpers.message({ custom: 'must be an absolute URL like https://nubiva.example' }),
    ),
    'The main site: outbound clicks to its host are the "main site" clicks of the stats and the dashboard.',
    '`brand.mainSiteUrl` of `site/src/data/brand.ts`',
  ),
  INSIGHTS_TOKEN: about(
    Joi.string()
      .min(minInsightsTokenLength)
      .pattern(/^\S+$/)
      .messages({ 'string.min': tokenRule, 'string.pattern.base': tokenRule }),
    `Turns on the docs-insights dashboard at \`/_insights/\` (see "Docs insights"); at least ${minInsightsTokenLength} characters. Without it \`/_insights/\` is a missing page like any other.`,
  ),
};

function insightsConfig(v: Settings): InsightsConfig {
  const host = new URL(v.MAIN_SITE_URL).hostname.toLowerCase();
  return { token: v.INSIGHTS_TOKEN ?? null, mainSiteUrl: v.MAIN_SITE_URL, mainSiteHost: host };
}

/** Where the server listens and what it serves (flags `--port`, `--host`, `--site` win). */
export interface ServerSettings {
  port: number;
  host: string;
  siteDir: string;
  /** Extra `connect-src` origins of the pages' CSP. */
  cspConnectSrc: string[];
  agentStatsFile: string;
  /** One log line per request. */
  accessLog: boolean;
  /** Where /metrics and the detailed /healthz answer; null: nowhere. */
  metrics: { port: number; host: string } | null;
}

const serverKeys = {
  PORT: about(
    Joi.number().integer().min(0).max(65535).default(3000),
    'Where to listen (flag `--port` wins); `0` takes a free port.',
  ),
  HOST: about(Joi.string().default('127.0.0.1'), 'Where to listen (flag `--host` wins).'),
  SITE_DIR: about(
    Joi.string().default('site/build'),
    'The Docusaurus build to serve (flag `--site`).',
  ),
  CSP_CONNECT_SRC: about(
    Joi.string().default(''),
    "Space-separated extra `connect-src` origins of the pages' CSP (e.g. a hosted search provider).",
  ),
  METRICS_PORT: about(
    Joi.alternatives(Joi.number().integer().min(0).max(65535), Joi.string().valid('off')).default(
      9464,
    ),
    "Port of `/metrics` (Prometheus' text format) and of the detailed `/healthz` (spool, ClickHouse, disk); `0` takes a free port, `off` turns them off.",
  ),
  METRICS_HOST: about(
    Joi.string().default('127.0.0.1'),
    'Where the metrics port listens: loopback unless a scraper elsewhere needs it.',
  ),
  ACCESS_LOG: about(
    flag(true),
    "One log line per request (method, path without the query, status, bytes, duration; never the client's address); `0` leaves it to a proxy in front.",
  ),
  AGENT_STATS_FILE: about(
    Joi.string(),
    'Where the counts of agent fetches go (see "Markdown twins and agent fetches"); with ClickHouse the outbox of the counts not sent there yet.',
    '`agent-fetches.sqlite` beside the events (`EVENTS_SQLITE_FILE`, or `EVENTS_SPOOL_FILE` with ClickHouse)',
  ),
};

function serverSettings(v: Settings): ServerSettings {
  // The agent-fetch counts live beside the store's own file unless told otherwise.
  const storeFile = v.EVENTS_STORE === 'clickhouse' ? v.EVENTS_SPOOL_FILE : v.EVENTS_SQLITE_FILE;
  return {
    port: v.PORT,
    host: v.HOST,
    siteDir: v.SITE_DIR,
    cspConnectSrc: `${v.CSP_CONNECT_SRC}`.split(/\s+/).filter(Boolean),
    agentStatsFile: path.resolve(
      v.AGENT_STATS_FILE ?? path.join(path.dirname(storeFile), 'agent-fetches.sqlite'),
    ),
    accessLog: v.ACCESS_LOG,
    metrics: v.METRICS_PORT === 'off' ? null : { port: v.METRICS_PORT, host: v.METRICS_HOST },
  };
}

/**
 * Every variable the server reads from the environment, in one schema: `--help`, the README's
 * table and the check at start all come from it.
 */
const settingsSchema = Joi.object({ ...serverKeys, ...collectorKeys, ...insightsKeys }).unknown(
  true,
);

/** The validated variables (Joi's value, untyped); the three views below give them types. */
type Settings = ReturnType<typeof validate>;

export interface Config {
  server: ServerSettings;
  collector: CollectorConfig;
  insights: InsightsConfig;
}

/** All settings checked at once; an error names each bad variable and its value. */
export async function configFromEnv(env: Env = process.env): Promise<Config> {
  const [platform, brand] = await Promise.all([loadPlatformFacts(), loadBrandFacts()]);
  const v = validate(settingsSchema, env, {
    EVENTS_RETENTION_DAYS: platform.privacy.trackerEventRetentionDays,
    MAIN_SITE_URL: brand.mainSiteUrl,
  });
  return { server: serverSettings(v), collector: collectorConfig(v), insights: insightsConfig(v) };
}

export const collectorConfigFromEnv = async (env: Env = process.env) =>
  (await configFromEnv(env)).collector;
export const insightsConfigFromEnv = async (env: Env = process.env) =>
  (await configFromEnv(env)).insights;
export const serverSettingsFromEnv = async (env: Env = process.env) =>
  (await configFromEnv(env)).server;

/** Every setting the server reads from the environment, with its default and what it does. */
export function settings(): { name: string; shown: string; text: string }[] {
  return Object.entries(settingsSchema.describe().keys ?? {}).flatMap(([name, key]) => {
    const { flags, metas } = key as {
      flags?: { description?: string; default?: unknown };
      metas?: { shown?: string }[];
    };
    if (flags?.description === undefined) return [];
    const shown =
      metas?.find((meta) => meta.shown !== undefined)?.shown ??
      (flags.default === undefined || flags.default === '' ? '–' : `\`${String(flags.default)}\``);
    return [{ name, shown, text: flags.description }];
  });
}
