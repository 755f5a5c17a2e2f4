/** The metrics port as a Prometheus scraper and an operator's health check use it. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { CollectError } from '../../src/collect/errors.js';
import { freePort } from '../clickhouse-server.js';
import { makeBatch, startCliProcess, tempDir } from '../helpers.js';

const site = fileURLToPath(new URL('../../../../site/build', import.meta.url));
const temps: ReturnType<typeof tempDir>[] = [];
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const temp of temps.splice(0)) temp.remove();
});

async function start(env: Record<string, string> = {}) {
  const temp = tempDir();
  temps.push(temp);
  const started = await startCliProcess(
    {
      EVENTS_SQLITE_FILE: path.join(temp.dir, 'events.sqlite'),
      EVENTS_SPOOL_FILE: path.join(temp.dir, 'spool.sqlite'),
      AGENT_STATS_FILE: path.join(temp.dir, 'agents.sqlite'),
      ...env,
    },
    site,
  );
  stops.push(() => started.child.kill('SIGKILL'));
  return started;
}

/** A sample's value from Prometheus' text format. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

const post = (url: string, body: string) =>
  fetch(`${url}/lc_t`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

it('counts requests, events and refusals on its own port, not on the site’s', async () => {
  const { url, metricsUrl } = await start();
  expect(new URL(metricsUrl).hostname).toBe('127.0.0.1');
  expect(new URL(metricsUrl).port).not.toBe(new URL(url).port);
  await (await fetch(`${url}/de/`)).arrayBuffer();
  expect((await post(url, JSON.stringify(makeBatch({}, 4)))).status).toBe(200);
  expect((await post(url, '{not json')).status).toBe(400);
  // The site's port has no metrics: a missing page like any other.
  expect((await fetch(`${url}/metrics`)).status).toBe(404);

  const scrape = await fetch(`${metricsUrl}/metrics`);
  expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await scrape.text();
  expect(sample(text, 'nubiva_http_requests_total{route="static",status="2xx"}')).toBe(1);
  expect(sample(text, 'nubiva_http_requests_total{route="collect",status="2xx"}')).toBe(1);
  expect(sample(text, 'nubiva_http_requests_total{route="collect",status="4xx"}')).toBe(1);
  // Latency of every static answer: the page and the missing /metrics.
  expect(sample(text, 'nubiva_http_request_duration_seconds_count{route="static"}')).toBe(2);
  expect(sample(text, 'nubiva_http_requests_total{route="static",status="4xx"}')).toBe(1);
  expect(sample(text, 'nubiva_events_total{outcome="received"}')).toBe(4);
  expect(sample(text, 'nubiva_events_total{outcome="stored"}')).toBe(4);
  expect(sample(text, `nubiva_batches_rejected_total{code="${CollectError.invalidJson}"}`)).toBe(1);
  expect(sample(text, 'nubiva_store_ready')).toBe(1);
  expect(sample(text, 'nubiva_site_files')).toBeGreaterThan(100);
  expect(sample(text, 'nubiva_site_bytes{encoding="br"}')).toBeGreaterThan(0);
  expect(text).toMatch(/^nubiva_sqlite_wal_bytes\{file="[^"]+events\.sqlite"\} \d+$/m);
  expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
});

it('keeps ClickHouse’s error text off the public health check', async () => {
  const unreachable = `http://127.0.0.1:${await freePort()}`;
  const { url, metricsUrl } = await start({ CLICKHOUSE_URL: unreachable });
  // Still takes events (into the spool), so ready; the reason for worry is on the metrics port.
  const publicHealth = await fetch(`${url}/healthz`);
  expect(publicHealth.status).toBe(200);
  expect(await publicHealth.text()).toBe('{"ok":true}');
  expect(await (await fetch(`${url}/livez`)).json()).toEqual({ ok: true });
  const details = (await (await fetch(`${metricsUrl}/healthz`)).json()) as {
    clickhouse: { reachable: boolean };
  };
  expect(details.clickhouse.reachable).toBe(false);
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  expect(sample(text, 'nubiva_clickhouse_reachable')).toBe(0);
  expect(sample(text, 'nubiva_spool_events')).toBe(0);
});
