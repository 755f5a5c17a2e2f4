import type { CollectorConfig } from '../config.js';
import { ClickHouseSink } from './clickhouse.js';
import type { EventSink } from './sink.js';
import { SqliteSink } from './sqlite.js';

/** `walLimitBytes`: past it the writer restarts the WAL (EVENTS_WAL_LIMIT_MB; default 64 MiB). */
export async function openSink(
  config: CollectorConfig['sink'],
  walLimitBytes?: number,
): Promise<EventSink> {
  if (config.kind === 'sqlite') return new SqliteSink(config.file, config.sync, { walLimitBytes });
  return ClickHouseSink.open(config, { walLimitBytes });
}
