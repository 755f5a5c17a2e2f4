import { Readable } from 'node:stream';
import {
  ClickHouseLogLevel,
  createClient,
  type ClickHouseClient as OfficialClient,
  type ClickHouseSettings,
} from '@clickhouse/client';

/**
 * ClickHouse through the official `@clickhouse/client` (HTTP interface).
 * Works with ClickHouse 18.16 (Debian's package) and later for what the
 * server uses: ping, statements, JSONEachRow selects and inserts of
 * pre-serialised JSONEachRow lines. Not with 18.16: `query_params`
 * (server-side parameters came in 19.x), so literals are quoted here.
 */
export interface ClickHouseOptions {
  /** e.g. http://127.0.0.1:8123 */
  url: string;
  user?: string;
  password?: string;
  timeoutMs?: number;
  /** Settings sent with every insert (e.g. insert_quorum, insert_distributed_sync). */
  insertSettings?: ClickHouseSettings;
}

export class ClickHouseClient {
  private readonly client: OfficialClient;

  constructor(private readonly options: ClickHouseOptions) {
    this.client = createClient({
      url: options.url,
      username: options.user ?? 'default',
      password: options.password ?? '',
      request_timeout: options.timeoutMs ?? 10_000,
      // Errors reach the caller (and its log line); the client need not print them too.
      log: { level: ClickHouseLogLevel.OFF },
    });
  }

  /** Runs a statement that returns no rows (CREATE, ALTER…). */
  async exec(query: string, settings?: ClickHouseSettings, signal?: AbortSignal): Promise<void> {
    await this.client.command({ query, clickhouse_settings: settings, abort_signal: signal });
  }

  /** Runs a SELECT and returns its rows (JSONEachRow). */
  async rows<T>(query: string, settings?: ClickHouseSettings, signal?: AbortSignal): Promise<T[]> {
    const result = await this.client.query({
      query,
      format: 'JSONEachRow',
      clickhouse_settings: settings,
      abort_signal: signal,
    });
    return result.json<T>();
  }

  /**
   * Inserts JSONEachRow lines as they are (no parse and re-serialise);
   * resolves once ClickHouse has answered the insert with 200.
   */
  async insertJsonLines(table: string, lines: string, signal?: AbortSignal): Promise<void> {
    const result = await this.client.exec({
      query: `INSERT INTO ${table} FORMAT JSONEachRow`,
      values: Readable.from([lines]),
      clickhouse_settings: this.options.insertSettings,
      abort_signal: signal,
    });
    // The (empty) answer must be read for the connection to go back to the pool.
    for await (const chunk of result.stream) void chunk;
  }

  /** True if ClickHouse answers /ping. */
  async ping(): Promise<boolean> {
    return (await this.client.ping()).success;
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

/** Quotes a string literal for ClickHouse SQL. */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function assertIdentifier(name: string, what: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new Error(`${what} "${name}" must be letters, digits and underscores`);
  }
  return name;
}
