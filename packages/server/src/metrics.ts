import { statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CollectErrorCode } from './collect/errors.js';
import type { CollectCounts } from './collect/handler.js';
import type { AccessEntry } from './server.js';
import type { SiteSummary } from './static.js';

type Health = { ok: boolean } & Record<string, unknown>;

export interface MetricsSources {
  /** The store's health with its details (spool, ClickHouse): served on the metrics port only. */
  health: () => Promise<Health>;
  site: () => SiteSummary;
  /** SQLite files (events, spool) whose write-ahead log is measured. */
  sqliteFiles: readonly string[];
}

const walBytes = (file: string): number => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

/**
 * What the server does, in Prometheus' text format, on a port of its own (the site's paths stay
 * the site's): requests and their latency per kind of route, the tracker's events, the spool,
 * the WAL, ClickHouse, the site in memory, and Node's own process metrics.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'nubiva_http_requests_total',
    help: 'Answered requests by kind of route and status class.',
    labelNames: ['route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'nubiva_http_request_duration_seconds',
    help: 'From the request to the end of its answer, by kind of route.',
    labelNames: ['route'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly events = new Counter({
    name: 'nubiva_events_total',
    help: 'Tracker events: received (in a readable batch), stored (acknowledged), forwarded (to ClickHouse).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly rejected = new Counter({
    name: 'nubiva_batches_rejected_total',
    help: 'Posts to /lc_t refused, by error code.',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  private forwardedSoFar = 0;

  /** The collect handler's counts. */
  readonly counts: CollectCounts = {
    received: (events) => this.events.inc({ outcome: 'received' }, events),
    stored: (events) => this.events.inc({ outcome: 'stored' }, events),
    rejected: (code: CollectErrorCode) => this.rejected.inc({ code: String(code) }),
  };

  constructor(private readonly sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    for (const outcome of ['received', 'stored', 'forwarded']) this.events.inc({ outcome }, 0);
    const health = async (): Promise<Health> => sources.health();
    const forwarded = (total: number): void => this.forwarded(total);
    const spool = new Gauge({
      name: 'nubiva_spool_events',
      help: 'Events in the ClickHouse spool, waiting to be forwarded.',
      registers: [this.registry],
    });
    const clickhouse = new Gauge({
      name: 'nubiva_clickhouse_reachable',
      help: '1 while ClickHouse answers, 0 while it does not (absent with the SQLite store).',
      registers: [this.registry],
    });
    // One look at the store per scrape, for the gauges that read it.
    new Gauge({
      name: 'nubiva_store_ready',
      help: '1 while /lc_t takes batches (the spool not full, the disk not low).',
      registers: [this.registry],
      collect: async function () {
        const now = await health();
        this.set(now.ok ? 1 : 0);
        const store = now as {
          spool?: { events: number };
          clickhouse?: { reachable: boolean; forwardedEvents: number };
        };
        if (store.spool) spool.set(store.spool.events);
        if (store.clickhouse) {
          clickhouse.set(store.clickhouse.reachable ? 1 : 0);
          forwarded(store.clickhouse.forwardedEvents);
        }
      },
    });
    new Gauge({
      name: 'nubiva_sqlite_wal_bytes',
      help: 'Size of the write-ahead log of each SQLite file (events, spool).',
      labelNames: ['file'] as const,
      registers: [this.registry],
      collect() {
        for (const file of sources.sqliteFiles) this.set({ file }, walBytes(file));
      },
    });
    new Gauge({
      name: 'nubiva_site_files',
      help: 'Files of the build served from memory.',
      registers: [this.registry],
      collect() {
        this.set(sources.site().files);
      },
    });
    new Gauge({
      name: 'nubiva_site_bytes',
      help: 'Bytes of the build in memory, by encoding.',
      labelNames: ['encoding'] as const,
      registers: [this.registry],
      collect() {
        const { bytes } = sources.site();
        for (const [encoding, size] of Object.entries(bytes)) this.set({ encoding }, size);
      },
    });
  }

  private forwarded(total: number): void {
    if (total > this.forwardedSoFar)
      this.events.inc({ outcome: 'forwarded' }, total - this.forwardedSoFar);
    this.forwardedSoFar = total;
  }

  /** An answered request (the server's `onAnswer`). */
  answered(entry: AccessEntry): void {
    this.requests.inc({ route: entry.route, status: `${Math.floor(entry.status / 100)}xx` });
    this.latency.observe({ route: entry.route }, entry.ms / 1000);
  }

  /** `/metrics` and the store's detailed `/healthz` on their own port. */
  async listen(port: number, host: string): Promise<{ url: string; close(): Promise<void> }> {
    const server = http.createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0];
      const answer = async (): Promise<void> => {
        if (path === '/metrics') {
          const body = await this.registry.metrics();
          response.writeHead(200, { 'Content-Type': this.registry.contentType });
          return void response.end(body);
        }
        if (path === '/healthz') {
          const health = await this.sources.health();
          response.writeHead(health.ok ? 200 : 503, { 'Content-Type': 'application/json' });
          return void response.end(JSON.stringify(health));
        }
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('Not found: /metrics and /healthz are here.\n');
      };
      answer().catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    server.unref();
    const { port: bound, address } = server.address() as AddressInfo;
    const shown = address.includes(':') ? `[${address}]` : address;
    return {
      url: `http://${shown}:${bound}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }
}
