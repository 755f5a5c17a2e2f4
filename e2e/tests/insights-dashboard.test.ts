/**
 * The docs team's dashboard (/_insights/) in Chromium, served by the real
 * server over a SQLite store with generated insight events: the token flow
 * ends on the clean URL, the charts are drawn (Chart.js from the server
 * itself, no third-party request), the sections are German, the page is
 * usable at phone width and axe finds nothing. The server's clock stands still
 * at one minute for the whole file, so that the dashboard (its period, its
 * days) looks the same on every run and has screenshot baselines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  detectLocalePrefixes,
  SqliteSink,
  startServer,
  TrustedProxies,
  type RunningServer,
} from '@nubiva/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, formatViolation } from '../../bench/budgets/measure.mjs';
import { toRows } from '../../packages/server/dist/storage/rows.js';
import { insightBatches } from '../../packages/server/test/insights-dataset.mjs';
import { openPage, useBrowser } from '../src/browser.js';
import { expectScreenshot, openAt, quiet } from '../src/screenshots.js';
import { siteBuildDir } from '../src/site.js';

const browser = useBrowser();
const token = 'e2e-insights-token-0123456789';
let server: RunningServer;
let sink: SqliteSink;
let dataDir: string;

beforeAll(async () => {
  // Only Date: timers, and with them the server's and the browser's waits, run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 20, 9, 30) });
  dataDir = mkdtempSync(path.join(tmpdir(), 'nubiva-insights-e2e-'));
  sink = new SqliteSink(path.join(dataDir, 'events.sqlite'), 'normal');
  const now = Date.now();
  const rows = [];
  for (const batch of insightBatches({ events: 5000, seed: 7, now, days: 14 })) {
    rows.push(...toRows(batch as never, now));
  }
  await sink.store(rows);
  server = await startServer({
    root: siteBuildDir,
    localePrefixes: await detectLocalePrefixes(siteBuildDir),
    port: 0,
    host: '127.0.0.1',
    insights: { token, sink, mainSiteHost: 'nubiva.example', trustedProxies: new TrustedProxies() },
  });
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await server?.close();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** How many of the page's charts have something drawn on them. */
const drawnCharts = (page: Page) =>
  page.$$eval(
    'canvas',
    (canvases) =>
      canvases.filter((canvas) => {
        const context = (canvas as HTMLCanvasElement).getContext('2d');
        if (!context || canvas.width === 0 || canvas.height === 0) return false;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
        return false;
      }).length,
  );

describe('docs insights dashboard', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`shows the German sections and drawn charts (${viewport.width} px)`, async () => {
      const { page, errors, close } = await openPage(browser(), { viewport });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      try {
        await page.goto(`${server.url}/_insights/?token=${token}`);
        // The token became a cookie; the address bar no longer shows it.
        expect(new URL(page.url()).pathname).toBe('/_insights/');
        expect(new URL(page.url()).search).toBe('');
        await page.waitForFunction(() => document.querySelectorAll('canvas').length >= 2);
        await expect.poll(() => drawnCharts(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
        const text = await page.textContent('body');
        for (const section of [
          'Häufigste Suchen',
          'Suchen ohne Treffer',
          'Suchen ohne geöffneten Treffer',
          'Seiten nach Hilfreichkeit',
          'Fehlende Seiten und ihre Verweise',
          'Ausgehende Klicks zur Hauptseite nach Platzierung',
        ]) {
          expect(text).toContain(section);
        }
        // Nothing wider than the screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(requests.filter((url) => !url.startsWith(server.url))).toEqual([]);
        expect(errors.filter((error) => !error.includes('favicon'))).toEqual([]);
        expect((await axeViolations(page)).map(formatViolation)).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  for (const width of ['desktop', 'phone'] as const) {
    it(`looks as its baseline (${width})`, async () => {
      const { page, close } = await openAt(browser(), width, { timezoneId: 'UTC' });
      try {
        await page.goto(`${server.url}/_insights/?token=${token}`);
        await expect.poll(() => drawnCharts(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
        await quiet(page);
        await expectScreenshot(page, `insights-dashboard.${width}`);
      } finally {
        await close();
      }
    });
  }

  it('answers 401 without the token', async () => {
    const { page, close } = await openPage(browser());
    try {
      const response = await page.goto(`${server.url}/_insights/`);
      expect(response?.status()).toBe(401);
    } finally {
      await close();
    }
  });
});
