#!/usr/bin/env node
// What a page load costs a phone (issue "Do less work"): every byte Chromium receives, at 390 px
// wide, from the navigation until the network has been quiet for QUIET_MS (idle prefetching
// included), on the three pages of the Lighthouse comparison, served by the project's server
// (brotli). Median of RUNS fresh contexts per page; the split shows where the bytes go.
// Usage: npm run build && node bench/page-weight.mjs [runs]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltSite } from './budgets/site.mjs';
import { launchChromium } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/de/', '/de/service/observability', '/de/examples/nodejs/express'];
const RUNS = Number(process.argv[2] ?? 3);
const QUIET_MS = 3000;
const BUDGET_KIB = 200;

/** One load: bytes on the wire per kind (CDP encodedDataLength, headers included). */
async function load(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    lastActivity = Date.now();
    requests.set(requestId, { url: request.url, kind: type ?? 'Other', bytes: 0, done: false });
  });
  const finish = ({ requestId, encodedDataLength }) => {
    lastActivity = Date.now();
    const request = requests.get(requestId);
    if (request) Object.assign(request, { bytes: encodedDataLength ?? 0, done: true });
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  await page.goto(url, { waitUntil: 'load' });
  for (;;) {
    const pending = [...requests.values()].some((request) => !request.done);
    if (!pending && Date.now() - lastActivity >= QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  const byKind = {};
  for (const { kind, bytes, url: address } of requests.values()) {
    // <link rel=prefetch> requests come as type "Other" with a link initiator.
    const name = address.includes('/assets/js/') && kind === 'Other' ? 'Prefetch' : kind;
    byKind[name] = (byKind[name] ?? 0) + bytes;
  }
  await context.close();
  return byKind;
}

/** A hovered link's click, the network cut after the hover: ms from click to its page's heading. */
async function hoveredClick(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const link = page.locator('.menu a[href="/de/term"]');
  await link.hover();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  await context.setOffline(true);
  const heading = await page.evaluate(() => {
    const link = document.querySelector('.menu a[href="/de/term"]');
    const start = performance.now();
    link.click();
    return new Promise((resolve) => {
      const check = () =>
        document.querySelector('h1')?.textContent === 'Nutzungsbedingungen'
          ? requestAnimationFrame(() => resolve(performance.now() - start))
          : requestAnimationFrame(check);
      check();
    });
  });
  await context.close();
  return heading;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => (bytes / 1024).toFixed(1);

const site = await startBuiltSite(root);
const browser = await launchChromium();
try {
  console.log(`page weight at 390 px until ${QUIET_MS / 1000} s quiet, median of ${RUNS} (KiB)\n`);
  const rows = [];
  for (const pagePath of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await load(browser, `${site.url}${pagePath}`));
    const kinds = [...new Set(runs.flatMap((run) => Object.keys(run)))].sort();
    const total = median(runs.map((run) => Object.values(run).reduce((a, b) => a + b, 0)));
    const split = kinds.map((kind) => `${kind} ${kib(median(runs.map((run) => run[kind] ?? 0)))}`);
    rows.push({ pagePath, total });
    console.log(`${pagePath.padEnd(30)} ${kib(total).padStart(7)}  (${split.join(', ')})`);
  }
  const clicks = [];
  for (let run = 0; run < RUNS; run += 1)
    clicks.push(await hoveredClick(browser, `${site.url}/de/overview`));
  console.log(
    `\nhovered sidebar link, network cut, click → its heading painted: ${median(clicks).toFixed(0)} ms (median)`,
  );
  const over = rows.filter((row) => row.total > BUDGET_KIB * 1024);
  console.log(
    `\n${over.length === 0 ? 'every page' : `${over.length} page(s) not`} within ${BUDGET_KIB} KiB`,
  );
} finally {
  await browser.close();
  await site.close();
}
