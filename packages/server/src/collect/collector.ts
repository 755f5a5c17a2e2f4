import path from 'node:path';
import type { CollectorConfig } from '../config.js';
import { DiskSpace } from './disk-space.js';
import { openSink } from '../storage/open-sink.js';
import { startRetention } from '../storage/retention.js';
import type { CollectOptions } from './handler.js';
import { RateLimiter } from './rate-limit.js';
import { ToleranceLog } from './tolerance.js';

export interface Collector extends CollectOptions {
  /** GET /healthz: the store (spool depth, ClickHouse reachability) and the tolerated fields. */
  health(): Promise<{ ok: boolean } & Record<string, unknown>>;
  /**
   * Flushes buffered events (the ClickHouse spool) until `deadline` (ms), then
   * closes the sink. Whatever the deadline leaves stays durable in the spool.
   */
  close(deadline?: number): Promise<void>;
}

/** Opens the configured sink, starts retention and the rate limiter. */
export async function createCollector(config: CollectorConfig): Promise<Collector> {
  const sink = await openSink(config.sink, config.disk.walLimitBytes);
  const diskSpace = new DiskSpace(
    path.dirname(config.sink.kind === 'sqlite' ? config.sink.file : config.sink.spool.file),
    config.disk.minFreeBytes,
  );
  const retention = startRetention(sink, config.retentionDays);
  const rateLimiter = new RateLimiter(config.rateLimitPerMinute);
  const tolerance = new ToleranceLog();
  return {
    sink,
    rateLimiter,
    allowedOrigins: config.allowedOrigins,
    trustedProxies: config.trustedProxies,
    tolerance,
    diskSpace,
    health: async () => {
      const store = sink.health ? await sink.health() : { ok: true };
      return {
        ...store,
        ok: store.ok && !diskSpace.low,
        store: sink.kind,
        disk: diskSpace.health(),
        tolerated: tolerance.snapshot(),
      };
    },
    close: async (deadline = Date.now() + config.shutdownTimeoutMs) => {
      retention.stop();
      diskSpace.stop();
      rateLimiter.stop();
      await retention.firstRun;
      await sink.flush?.(deadline);
      await sink.close();
    },
  };
}
