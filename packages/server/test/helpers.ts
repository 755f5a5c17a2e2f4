import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { RateLimiter } from '../src/collect/rate-limit.js';
import type { ToleranceLog } from '../src/collect/tolerance.js';
import { TrustedProxies } from '../src/proxies.js';
import { startServer, type RunningServer } from '../src/server.js';
import { SqliteSink } from '../src/storage/sqlite.js';
import type { EventSink } from '../src/storage/sink.js';
import { sampleBatch } from './sample-batch.mjs';

let counter = 0;
/** A unique id per call, like the tracker's event ids. */
export const uniqueId = (prefix = 'e') => `${prefix}-${process.pid}-${Date.now()}-${++counter}`;

export function makeEvent(overrides: Record<string, unknown> = {}) {
  return {
    event: 'page_enter',
    params: {},
    ts: Date.now(),
    url: 'https://docs.example.test/de/overview?b=2&a=1',
    prev_url: 'https://docs.example.test/de/',
    hostname: 'docs.example.test',
    pathname: '/de/overview',
    search: 'a=1&b=2',
    workspace: '',
    page_type: 'docs',
    event_id: uniqueId(),
    ...overrides,
  };
}

/** A batch as the tracker sends it, with `events` sample events (see sample-batch.mjs). */
export function makeBatch(overrides: Record<string, unknown> = {}, events = 1) {
  return {
    ...sampleBatch({ events: Array.from({ length: events }, () => makeEvent()) }),
    ...overrides,
  };
}

export function tempDir(prefix = 'nubiva-server-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestCollector {
  url: string;
  sink: EventSink;
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** A real HTTP server with the collector on a SQLite file in a temp dir. */
export async function startCollector(
  options: {
    rateLimitPerMinute?: number;
    allowedOrigins?: string[];
    trustedProxies?: TrustedProxies;
    sink?: EventSink;
    tolerance?: ToleranceLog;
  } = {},
): Promise<TestCollector> {
  const temp = tempDir();
  const sink = options.sink ?? new SqliteSink(path.join(temp.dir, 'events.sqlite'));
  const rateLimiter = new RateLimiter(options.rateLimitPerMinute ?? 0);
  const server: RunningServer = await startServer({
    root: temp.dir,
    localePrefixes: [],
    port: 0,
    collect: {
      sink,
      rateLimiter,
      allowedOrigins: options.allowedOrigins ?? [],
      trustedProxies: options.trustedProxies ?? new TrustedProxies(),
      tolerance: options.tolerance,
    },
  });
  return {
    url: server.url,
    sink,
    post: (body, headers = {}) =>
      fetch(`${server.url}/lc_t`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await server.close();
      rateLimiter.stop();
      await sink.close();
      temp.remove();
    },
  };
}

/** The stored row of an event of a collector on SQLite (column names as in the table). */
export function storedRow(
  server: TestCollector,
  eventId: string,
): (Record<string, unknown> & { context: string }) | undefined {
  if (!(server.sink instanceof SqliteSink)) throw new Error('storedRow reads SQLite sinks only');
  const db = new Database(server.sink.file, { readonly: true });
  try {
    return db.prepare('SELECT * FROM events WHERE event_id = ?').get(eventId) as
      (Record<string, unknown> & { context: string }) | undefined;
  } finally {
    db.close();
  }
}

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

/**
 * Starts the built CLI (as `npm start` does) on a free port and resolves with
 * its URL once it listens; `output()` is what it printed so far.
 */
export function startCliProcess(
  env: Record<string, string>,
  site: string,
): Promise<{ child: ChildProcess; url: string; metricsUrl: string; output(): string }> {
  const child = spawn(
    process.execPath,
    [cli, '--port', '0', '--host', '127.0.0.1', '--site', site],
    {
      env: { ...process.env, METRICS_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /"url":"(http:[^"]+)"/.exec(output)?.[1];
      // The metrics port (the store's detailed /healthz) is told last.
      const metricsUrl = /"metrics":"(http:[^"]+)"/.exec(output)?.[1];
      if (url && metricsUrl) resolve({ child, url, metricsUrl, output: () => output });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request, so paths like /../x reach the server unnormalised. */
export function request(
  base: string,
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { hostname, port, path: pathname, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
