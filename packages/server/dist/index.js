export { startServer, collectPath } from './server.js';
export { resolveFile, detectLocalePrefixes, cacheControl, serveStatic, } from './static.js';
export { createCollector } from './collect/collector.js';
export { collectorConfigFromEnv } from './config.js';
export { validateBatch } from './collect/validate.js';
export { CollectError } from './collect/errors.js';
export { collectLimits } from './collect/limits.js';
export { SqliteSink } from './storage/sqlite.js';
export { ClickHouseSink } from './storage/clickhouse.js';
export { precompressDirectory } from './precompress.js';
//# sourceMappingURL=index.js.map