#!/usr/bin/env node
// Benchmark of the tracker SDK: the cost of report() for one event
// in real Chromium (p50/p95 in ms; target p95 <= 0.05 ms) and the SDK's bytes
// (core + page + retry plugins, min and min+gzip).
// Chromium coarsens performance.now() to 0.1 ms, so each sample times a run of
// REPORTS_PER_SAMPLE reports and divides; the queue is sent between samples.
// Usage: node bench/tracker.mjs
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_BYTES, bundle, headroom } from '../packages/tracker/scripts/bundle.mjs';
import { launchChromium } from '../scripts/chromium.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const REPORTS_PER_SAMPLE = 100;
const TARGET_P95_MS = 0.05;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { minBytes, gzipBytes } = await bundle();
const sdk = readFileSync(path.join(root, 'packages/tracker/dist/tracker.iife.js'), 'utf8');

// Loopback server: the page (with the SDK inline) and a 200 {} for POST /lc_t.
const server = createServer((request, response) => {
  if (request.method === 'POST') {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/html' });
  response.end(`<!doctype html><title>bench</title><script>${sdk}</script>`);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/de/overview?utm_source=bench`;

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(url);
  const perReportMs = await page.evaluate(
    async ({ samples, perSample }) => {
      const { createTracker, pageTracking, retryPlugin } = window.NubivaTracker;
      const tracker = createTracker();
      tracker.init({ appId: '1', endpoint: '/lc_t', plugins: [pageTracking(), retryPlugin()] });
      const params = { id: 'docs-search', query: 'postgres' };
      const results = [];
      for (let sample = 0; sample < samples + 20; sample++) {
        const start = performance.now();
        for (let i = 0; i < perSample; i++) tracker.report('click', params);
        const elapsed = performance.now() - start;
        if (sample >= 20) results.push(elapsed / perSample); // the first 20 warm up the JIT
        tracker.flush();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      return results;
    },
    { samples: SAMPLES, perSample: REPORTS_PER_SAMPLE },
  );
  perReportMs.sort((a, b) => a - b);
  const quantile = (q) =>
    perReportMs[Math.min(perReportMs.length - 1, Math.floor(q * perReportMs.length))];
  const p50 = quantile(0.5);
  const p95 = quantile(0.95);
  console.log(`tracker report(): p50 ${p50.toFixed(4)} ms, p95 ${p95.toFixed(4)} ms per event`);
  console.log(
    `  (${SAMPLES} samples of ${REPORTS_PER_SAMPLE} reports, Chromium; target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`,
  );
  console.log(
    `tracker SDK (core + page + retry): ${minBytes} B min, ${gzipBytes} B min+gzip (CI budget ${BUDGET_BYTES} B, headroom ${(headroom(gzipBytes) * 100).toFixed(1)} %)`,
  );
} finally {
  await browser.close();
  server.close();
}
