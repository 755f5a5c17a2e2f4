import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../../../site/src/data/brand.js';
import { privacy } from '../../../site/src/data/platform.js';
import {
  collectorConfigFromEnv,
  configFromEnv,
  defaultRateLimitPerMinute,
  insightsConfigFromEnv,
  serverSettingsFromEnv,
  settings,
} from '../src/config.js';

const ch = { CLICKHOUSE_URL: 'http://127.0.0.1:8123' };

describe('configuration from the environment', () => {
  it('defaults to SQLite under ./data and the platform retention', async () => {
    const config = await collectorConfigFromEnv({});
    expect(config.sink).toEqual({
      kind: 'sqlite',
      file: expect.stringMatching(/data\/events\.sqlite$/),
      sync: 'full',
    });
    expect(config.retentionDays).toBe(privacy.trackerEventRetentionDays);
    expect(config.rateLimitPerMinute).toBe(defaultRateLimitPerMinute);
    expect(config.trustedProxies.entries).toEqual([]);
  });

  it('chooses ClickHouse when CLICKHOUSE_URL is set', async () => {
    const config = await collectorConfigFromEnv({
      CLICKHOUSE_URL: 'http://127.0.0.1:8123',
      CLICKHOUSE_DATABASE: 'docs',
      CLICKHOUSE_CREATE_TABLES: '0',
    });
    expect(config.sink).toMatchObject({
      kind: 'clickhouse',
      url: 'http://127.0.0.1:8123',
      database: 'docs',
      table: 'events',
      createTables: false,
    });
  });

  it('reads the other settings', async () => {
    const config = await collectorConfigFromEnv({
      EVENTS_RETENTION_DAYS: '30',
      RATE_LIMIT_PER_MINUTE: '0',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1 ::1',
      EVENTS_SQLITE_SYNC: 'normal',
    });
    expect(config.sink).toMatchObject({ kind: 'sqlite', sync: 'normal' });
    expect(config).toMatchObject({
      retentionDays: 30,
      rateLimitPerMinute: 0,
      allowedOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(config.trustedProxies.entries).toEqual(['10.0.0.0/8', '192.0.2.1', '::1']);
  });

  it('reads the spool, forwarding and shutdown settings', async () => {
    const defaults = await collectorConfigFromEnv({ CLICKHOUSE_URL: 'http://127.0.0.1:8123' });
    expect(defaults.sink).toMatchObject({
      spool: {
        file: expect.stringMatching(/data\/spool\.sqlite$/),
        sync: 'full',
        maxEvents: 1_000_000,
      },
      forward: { batchEvents: 10_000, intervalMs: 1000, maxBackoffMs: 10_000 },
    });
    expect(defaults.shutdownTimeoutMs).toBe(10_000);
    const config = await collectorConfigFromEnv({
      CLICKHOUSE_URL: 'http://127.0.0.1:8123',
      EVENTS_SPOOL_FILE: '/tmp/a/spool.sqlite',
      EVENTS_SPOOL_MAX_EVENTS: '5000',
      EVENTS_FORWARD_BATCH: '500',
      EVENTS_FORWARD_INTERVAL_MS: '250',
      EVENTS_FORWARD_MAX_BACKOFF_MS: '60000',
      CLICKHOUSE_INSERT_SETTINGS: 'insert_quorum=2&insert_distributed_sync=1',
      SHUTDOWN_TIMEOUT_MS: '25000',
    });
    expect(config.sink).toMatchObject({
      spool: { file: '/tmp/a/spool.sqlite', maxEvents: 5000 },
      forward: { batchEvents: 500, intervalMs: 250, maxBackoffMs: 60_000 },
      insertSettings: { insert_quorum: '2', insert_distributed_sync: '1' },
    });
    expect(config.shutdownTimeoutMs).toBe(25_000);
  });

  it.each([
    [{ EVENTS_SPOOL_MAX_EVENTS: '1.5', ...ch }, /EVENTS_SPOOL_MAX_EVENTS/],
    [{ EVENTS_FORWARD_BATCH: '0', ...ch }, /EVENTS_FORWARD_BATCH/],
    [{ CLICKHOUSE_INSERT_SETTINGS: 'quorum', ...ch }, /INSERT_SETTINGS/],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, /SHUTDOWN_TIMEOUT_MS/],
    [{ EVENTS_STORE: 'postgres' }, /EVENTS_STORE/],
    [{ EVENTS_STORE: 'clickhouse' }, /CLICKHOUSE_URL/],
    [{ EVENTS_RETENTION_DAYS: '0' }, /EVENTS_RETENTION_DAYS/],
    [{ RATE_LIMIT_PER_MINUTE: 'many' }, /RATE_LIMIT_PER_MINUTE/],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, /TRUSTED_PROXIES="10.0.0.0\/33" "10.0.0.0\/33" is no IP/],
    [{ TRUSTED_PROXIES: 'proxy.internal' }, /TRUSTED_PROXIES/],
    [{ TRUST_PROXY: '1' }, /TRUST_PROXY="1" is replaced by TRUSTED_PROXIES/],
    [{ EVENTS_SQLITE_SYNC: 'off' }, /EVENTS_SQLITE_SYNC/],
    [{ EVENTS_FORWARD_INTERVAL_MS: '1.5', ...ch }, /EVENTS_FORWARD_INTERVAL_MS/],
    [{ EVENTS_FORWARD_MAX_BACKOFF_MS: '0', ...ch }, /EVENTS_FORWARD_MAX_BACKOFF_MS/],
    [{ EVENTS_SPOOL_MAX_EVENTS: 'many', ...ch }, /EVENTS_SPOOL_MAX_EVENTS/],
    [{ CLICKHOUSE_CREATE_TABLES: 'maybe', ...ch }, /CLICKHOUSE_CREATE_TABLES/],
    [{ CLICKHOUSE_INSERT_SETTINGS: 'insert_quorum=', ...ch }, /INSERT_SETTINGS/],
    [{ CLICKHOUSE_INSERT_SETTINGS: 'Insert_quorum=2', ...ch }, /INSERT_SETTINGS/],
    [{ CLICKHOUSE_INSERT_SETTINGS: 'insert-quorum=2', ...ch }, /INSERT_SETTINGS/],
    [{ SHUTDOWN_TIMEOUT_MS: '0' }, /SHUTDOWN_TIMEOUT_MS/],
    [{ SHUTDOWN_TIMEOUT_MS: '2.5' }, /SHUTDOWN_TIMEOUT_MS/],
    [{ EVENTS_RETENTION_DAYS: '1e400' }, /EVENTS_RETENTION_DAYS/],
    [{ RATE_LIMIT_PER_MINUTE: '-1' }, /RATE_LIMIT_PER_MINUTE/],
    // Blank is no number (Number('  ') would be 0, turning the limit off).
    [{ RATE_LIMIT_PER_MINUTE: '  ' }, /RATE_LIMIT_PER_MINUTE/],
    [{ EVENTS_MIN_FREE_MB: '-1' }, /EVENTS_MIN_FREE_MB/],
    [{ EVENTS_WAL_LIMIT_MB: '0' }, /EVENTS_WAL_LIMIT_MB/],
  ])('refuses %j', async (env, message) => {
    await expect(collectorConfigFromEnv(env)).rejects.toThrow(message);
  });

  it('names each bad variable with its value, all at once', async () => {
    const error = await collectorConfigFromEnv({
      EVENTS_SQLITE_SYNC: 'x',
      CLICKHOUSE_CREATE_TABLES: 'maybe',
      EVENTS_RETENTION_DAYS: '0',
      EVENTS_STORE: 'clickhouse',
    }).catch((error: Error) => error);
    expect(error).toBeInstanceOf(Error);
    const { message } = error as Error;
    expect(message).toContain('EVENTS_SQLITE_SYNC="x" must be one of [full, normal]');
    expect(message).toContain('CLICKHOUSE_CREATE_TABLES="maybe" must be 1/true/yes or 0/false/no');
    expect(message).toContain('EVENTS_RETENTION_DAYS="0" must be a positive number');
    expect(message).toContain('CLICKHOUSE_URL is required');
  });

  it.each([
    ['1', true],
    ['true', true],
    ['YES', true],
    ['0', false],
    ['False', false],
    ['no', false],
  ])('reads the flag value %j as %j', async (value, expected) => {
    const sink = (await collectorConfigFromEnv({ ...ch, CLICKHOUSE_CREATE_TABLES: value })).sink;
    expect(sink).toMatchObject({ kind: 'clickhouse', createTables: expected });
  });

  it('takes an empty variable for unset', async () => {
    const blank = (names: string[]) => Object.fromEntries(names.map((name) => [name, '']));
    const config = await collectorConfigFromEnv({
      ...ch,
      ...blank(['EVENTS_STORE', 'EVENTS_SQLITE_SYNC', 'EVENTS_SPOOL_FILE', 'CLICKHOUSE_USER']),
      ...blank(['CLICKHOUSE_CREATE_TABLES', 'EVENTS_FORWARD_BATCH', 'CLICKHOUSE_INSERT_SETTINGS']),
      ...blank(['RATE_LIMIT_PER_MINUTE', 'TRUSTED_PROXIES', 'SHUTDOWN_TIMEOUT_MS']),
      ...blank(['EVENTS_RETENTION_DAYS', 'EVENTS_MIN_FREE_MB', 'ALLOWED_ORIGINS']),
    });
    expect(config).toEqual(await collectorConfigFromEnv(ch));
    expect(config.sink).toMatchObject({ kind: 'clickhouse', user: undefined, createTables: true });
    expect((await collectorConfigFromEnv({ CLICKHOUSE_URL: '' })).sink.kind).toBe('sqlite');
  });

  it('reads the SQLite file, the ClickHouse credentials and blank insert settings', async () => {
    const sqlite = await collectorConfigFromEnv({ ...ch, EVENTS_STORE: 'sqlite' });
    expect(sqlite.sink).toMatchObject({ kind: 'sqlite' });
    const file = await collectorConfigFromEnv({ EVENTS_SQLITE_FILE: 'tmp/x.sqlite' });
    expect(file.sink).toMatchObject({ file: expect.stringMatching(/^\/.*tmp\/x\.sqlite$/) });
    const config = await collectorConfigFromEnv({
      ...ch,
      CLICKHOUSE_USER: 'docs',
      CLICKHOUSE_PASSWORD: 'secret',
      CLICKHOUSE_TABLE: 'ev',
      CLICKHOUSE_INSERT_SETTINGS: '  ',
    });
    expect(config.sink).toMatchObject({ user: 'docs', password: 'secret', table: 'ev' });
    expect(config.sink).toHaveProperty('insertSettings', undefined);
  });

  it('ignores the ClickHouse-only settings with the SQLite store', async () => {
    const config = await collectorConfigFromEnv({
      EVENTS_FORWARD_BATCH: '0',
      EVENTS_SPOOL_MAX_EVENTS: 'x',
      CLICKHOUSE_CREATE_TABLES: 'maybe',
      CLICKHOUSE_INSERT_SETTINGS: 'quorum',
    });
    expect(config.sink.kind).toBe('sqlite');
  });

  it('takes any positive retention and numbers as Number() writes them', async () => {
    const config = await collectorConfigFromEnv({
      EVENTS_RETENTION_DAYS: '0.5',
      SHUTDOWN_TIMEOUT_MS: '1e3',
      EVENTS_WAL_LIMIT_MB: '1e20',
      RATE_LIMIT_PER_MINUTE: ' 60 ',
      ALLOWED_ORIGINS: ' https://a.example ,, https://b.example ,',
    });
    expect(config).toMatchObject({
      retentionDays: 0.5,
      shutdownTimeoutMs: 1000,
      disk: { walLimitBytes: 1e20 * 1024 * 1024 },
      rateLimitPerMinute: 60,
      allowedOrigins: ['https://a.example', 'https://b.example'],
    });
  });
});

describe('insights configuration from the environment', () => {
  it('defaults to no dashboard and the brand main site', async () => {
    expect(await insightsConfigFromEnv({ INSIGHTS_TOKEN: '' })).toEqual({
      token: null,
      mainSiteUrl: brand.mainSiteUrl,
      mainSiteHost: new URL(brand.mainSiteUrl).hostname,
    });
  });

  it('reads the token and the main site, its host in lower case', async () => {
    const token = 'a'.repeat(16);
    const config = await insightsConfigFromEnv({
      INSIGHTS_TOKEN: token,
      MAIN_SITE_URL: 'https://WWW.Main.example/de/',
    });
    expect(config).toEqual({
      token,
      mainSiteUrl: 'https://WWW.Main.example/de/',
      mainSiteHost: 'www.main.example',
    });
  });

  it.each([
    [{ MAIN_SITE_URL: 'nubiva.example' }, /MAIN_SITE_URL="nubiva.example" must be an absolute URL/],
    [{ MAIN_SITE_URL: 'mailto:docs@nubiva.example' }, /MAIN_SITE_URL="mailto:/],
    [{ INSIGHTS_TOKEN: 'a'.repeat(15) }, /INSIGHTS_TOKEN must be at least 16 characters/],
    [{ INSIGHTS_TOKEN: 'abcdefgh ijklmnop' }, /INSIGHTS_TOKEN must be at least 16 characters/],
  ])('refuses %j', async (env, message) => {
    await expect(insightsConfigFromEnv(env)).rejects.toThrow(message);
  });

  it('keeps a refused token out of the message', async () => {
    const token = 'short secret';
    const error = await insightsConfigFromEnv({ INSIGHTS_TOKEN: token }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toContain(token);
  });
});

describe('one list of settings', () => {
  it("is the README's table: every setting with its default and meaning", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('| Variable ');
    const rows = readme
      .slice(start)
      .split('\n')
      .slice(2)
      .filter((line, i, all) => all.slice(0, i + 1).every((l) => l.startsWith('|')))
      .map((line) =>
        line
          .slice(1, -1)
          .split(' | ')
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(settings().map(({ name, shown, text }) => [`\`${name}\``, shown, text]));
  });

  it('names a bad PORT, HOST or SITE_DIR with its value', async () => {
    await expect(serverSettingsFromEnv({ PORT: 'abc' })).rejects.toThrow(
      'PORT="abc" must be a number',
    );
    await expect(serverSettingsFromEnv({ PORT: '70000' })).rejects.toThrow('PORT="70000"');
    expect(
      await serverSettingsFromEnv({ PORT: '0', CSP_CONNECT_SRC: 'https://a.example  b' }),
    ).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      siteDir: 'site/build',
      cspConnectSrc: ['https://a.example', 'b'],
    });
  });

  it('names every bad variable at once, whichever part of the server reads it', async () => {
    const error = await configFromEnv({
      PORT: 'x',
      EVENTS_SQLITE_SYNC: 'sometimes',
      INSIGHTS_TOKEN: 'short',
    }).catch((e: Error) => e);
    expect((error as Error).message).toMatch(
      /PORT="x".*EVENTS_SQLITE_SYNC="sometimes".*INSIGHTS_TOKEN/,
    );
  });

  it('keeps the agent-fetch counts beside the events unless AGENT_STATS_FILE says where', async () => {
    const file = async (env: Record<string, string>) =>
      (await serverSettingsFromEnv(env)).agentStatsFile;
    expect(await file({ EVENTS_SQLITE_FILE: '/srv/events/events.sqlite' })).toBe(
      '/srv/events/agent-fetches.sqlite',
    );
    expect(
      await file({ CLICKHOUSE_URL: 'http://ch:8123', EVENTS_SPOOL_FILE: '/var/spool/s.sqlite' }),
    ).toBe('/var/spool/agent-fetches.sqlite');
    expect(
      await file({
        EVENTS_STORE: 'sqlite',
        CLICKHOUSE_URL: 'http://ch:8123',
        EVENTS_SQLITE_FILE: '/srv/e.sqlite',
      }),
    ).toBe('/srv/agent-fetches.sqlite');
    expect(await file({ AGENT_STATS_FILE: '/tmp/agents.sqlite' })).toBe('/tmp/agents.sqlite');
    expect(await file({})).toBe(path.resolve('data/agent-fetches.sqlite'));
  });
});
