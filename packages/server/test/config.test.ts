import { describe, expect, it } from 'vitest';
import { privacy } from '../../../site/src/data/platform.js';
import { collectorConfigFromEnv, defaultRateLimitPerMinute } from '../src/config.js';

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
    expect(config.trustProxy).toBe(false);
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
      TRUST_PROXY: 'true',
      EVENTS_SQLITE_SYNC: 'normal',
    });
    expect(config.sink).toMatchObject({ kind: 'sqlite', sync: 'normal' });
    expect(config).toMatchObject({
      retentionDays: 30,
      rateLimitPerMinute: 0,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: true,
    });
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
    [{ EVENTS_SPOOL_MAX_EVENTS: '1.5', CLICKHOUSE_URL: 'http://x' }, /EVENTS_SPOOL_MAX_EVENTS/],
    [{ EVENTS_FORWARD_BATCH: '0', CLICKHOUSE_URL: 'http://x' }, /EVENTS_FORWARD_BATCH/],
    [{ CLICKHOUSE_INSERT_SETTINGS: 'quorum', CLICKHOUSE_URL: 'http://x' }, /INSERT_SETTINGS/],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, /SHUTDOWN_TIMEOUT_MS/],
    [{ EVENTS_STORE: 'postgres' }, /EVENTS_STORE/],
    [{ EVENTS_STORE: 'clickhouse' }, /CLICKHOUSE_URL/],
    [{ EVENTS_RETENTION_DAYS: '0' }, /EVENTS_RETENTION_DAYS/],
    [{ RATE_LIMIT_PER_MINUTE: 'many' }, /RATE_LIMIT_PER_MINUTE/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY/],
    [{ EVENTS_SQLITE_SYNC: 'off' }, /EVENTS_SQLITE_SYNC/],
  ])('refuses %j', async (env, message) => {
    await expect(collectorConfigFromEnv(env)).rejects.toThrow(message);
  });
});
