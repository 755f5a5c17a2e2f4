import type { CollectorConfig } from '../config.js';
import { openSink } from '../storage/open-sink.js';
import { startRetention } from '../storage/retention.js';
import type { CollectOptions } from './handler.js';
import { RateLimiter } from './rate-limit.js';
import { ToleranceLog } from './tolerance.js';

export interface Collector extends CollectOptions {
  /** GET /healthz: the store and the fields the tolerant reader accepted. */
  health(): Promise<{ ok: boolean } & Record<string, unknown>>;
  close(): Promise<void>;
}

/** Opens the configured sink, starts retention and the rate limiter. */
export async function createCollector(config: CollectorConfig): Promise<Collector> {
  const sink = await openSink(config.sink);
  const retention = startRetention(sink, config.retentionDays);
  const rateLimiter = new RateLimiter(config.rateLimitPerMinute);
  const tolerance = new ToleranceLog();
  return {
    sink,
    rateLimiter,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    tolerance,
    health: async () => ({ ok: true, store: sink.kind, tolerated: tolerance.snapshot() }),
    close: async () => {
      retention.stop();
      rateLimiter.stop();
      await retention.firstRun;
      await sink.close();
    },
  };
}
