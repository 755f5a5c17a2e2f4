/** A minimal ClickHouse HTTP client (the HTTP interface exists in every version). */
export interface ClickHouseOptions {
  /** e.g. http://127.0.0.1:8123 */
  url: string;
  user?: string;
  password?: string;
  timeoutMs?: number;
}

export class ClickHouseClient {
  constructor(private readonly options: ClickHouseOptions) {}

  /** Runs a statement; `body` follows the query (e.g. JSONEachRow rows of an INSERT). */
  async exec(query: string, body?: string): Promise<string> {
    const url = new URL(this.options.url);
    const headers: Record<string, string> = {};
    if (this.options.user !== undefined) {
      const credentials = `${this.options.user}:${this.options.password ?? ''}`;
      headers.Authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    }
    let requestBody = query;
    if (body !== undefined) {
      url.searchParams.set('query', query);
      requestBody = body;
    }
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: requestBody,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`ClickHouse answered ${response.status}: ${text.slice(0, 500)}`);
    }
    return text;
  }

  /** Runs a SELECT and parses its JSONEachRow lines. */
  async rows<T>(query: string): Promise<T[]> {
    const text = await this.exec(`${query} FORMAT JSONEachRow`);
    return text
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as T);
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
