export { startServer, collectPath, type ServerOptions, type RunningServer } from './server.js';
export {
  loadSite,
  detectLocalePrefixes,
  cacheControl,
  serveStatic,
  type Site,
  type SiteSummary,
  type StaticSiteOptions,
} from './static.js';
export { createCollector, type Collector } from './collect/collector.js';
export { collectorConfigFromEnv, type CollectorConfig } from './config.js';
export { TrustedProxies } from './proxies.js';
export { readBatch, type ReadBatch, type BatchExtras } from './collect/reader.js';
export { ToleranceLog } from './collect/tolerance.js';
export { CollectError } from './collect/errors.js';
export { collectLimits } from './collect/limits.js';
export type { Batch, TrackedEvent } from './collect/batch.js';
export { SinkFullError, type EventSink, type EventRow, type StoreResult } from './storage/sink.js';
export { SqliteSink } from './storage/sqlite.js';
export { ClickHouseSink, ClickHouseStore } from './storage/clickhouse.js';
export { Spool, readSpoolDepth } from './storage/spool.js';
export { Forwarder, type ForwarderOptions } from './storage/forwarder.js';
export { precompressDirectory } from './precompress.js';
