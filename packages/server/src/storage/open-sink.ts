import type { CollectorConfig } from '../config.js';
import { ClickHouseSink } from './clickhouse.js';
import type { EventSink } from './sink.js';
import { SqliteSink } from './sqlite.js';

export async function openSink(config: CollectorConfig['sink']): Promise<EventSink> {
  if (config.kind === 'sqlite') return new SqliteSink(config.file, config.sync);
  return ClickHouseSink.open(config);
}
