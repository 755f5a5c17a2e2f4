// The tests' ClickHouse: see clickhouse-process.mjs (shared with bench/faults.mjs).
export {
  clickhouseBinary,
  freePort,
  startClickHouse,
  type LocalClickHouse,
} from './clickhouse-process.mjs';
