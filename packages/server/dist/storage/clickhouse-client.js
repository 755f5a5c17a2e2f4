export class ClickHouseClient {
    options;
    constructor(options) {
        this.options = options;
    }
    /** Runs a statement; `body` follows the query (e.g. JSONEachRow rows of an INSERT). */
    async exec(query, body) {
        const url = new URL(this.options.url);
        const headers = {};
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
    async rows(query) {
        const text = await this.exec(`${query} FORMAT JSONEachRow`);
        return text
            .split('\n')
            .filter((line) => line.length > 0)
            .map((line) => JSON.parse(line));
    }
}
/** Quotes a string literal for ClickHouse SQL. */
export function quote(value) {
    return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
export function assertIdentifier(name, what) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
        throw new Error(`${what} "${name}" must be letters, digits and underscores`);
    }
    return name;
}
//# sourceMappingURL=clickhouse-client.js.map