// @vitest-environment node
/**
 * The fault matrix in real Chromium against a recording server: every event
 * arrives exactly once, except those the spec's limits drop, which are logged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { bundle } from '../../scripts/bundle.mjs';
import { KEEPALIVE_BODY_LIMIT, RETRY_MAX } from '../../src/constants.js';
import { startRecordingServer } from './recordingServer.js';
import { launchChromium } from '../../../../scripts/chromium.mjs';

let browser: Browser;
let server: Awaited<ReturnType<typeof startRecordingServer>>;
let context: BrowserContext;
let logs: string[];
let logArgs: unknown[][];

beforeAll(async () => {
  await bundle();
  server = await startRecordingServer(
    fileURLToPath(new URL('../../dist/tracker.iife.js', import.meta.url)),
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  // Closing the last test's tab flushes its page_leave/page_stay: let them land before the reset.
  await context?.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.reset();
  context = await browser.newContext();
  logs = [];
  logArgs = [];
});

async function openPage(): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    logs.push(message.text());
    void Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => undefined))).then(
      (values) => logArgs.push(values),
    );
  });
  await page.goto(server.url);
  return page;
}

const start = (page: Page, options: Record<string, unknown> = {}, plugins = ['retry']) =>
  page.evaluate(([o, p]) => window.startTracker(o, p), [options, plugins] as const);

const report = (page: Page, names: string[], params: Record<string, unknown> = {}) =>
  page.evaluate(
    ([list, extra]) => {
      for (const name of list) window.tracker.report(name, extra);
    },
    [names, params] as const,
  );

/** Ids of the events the page reported, read from what the server saw. */
const seenIds = (): Set<string> =>
  new Set(server.receipts.flatMap((receipt) => receipt.batch.events.map((e) => e.event_id)));

const until = async (check: () => boolean, ms = 8000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** Every event the server has seen was accepted exactly once. */
function expectEachAcceptedOnce(count: number): void {
  const accepted = server.acceptedIds();
  expect(accepted.size).toBe(count);
  expect([...accepted.values()].every((times) => times === 1)).toBe(true);
  expect(new Set(accepted.keys())).toEqual(seenIds());
}

describe('tracker in Chromium: fault matrix', () => {
  it('server 500: retried once per second until accepted, each event once', async () => {
    server.answer((attempt) => (attempt <= 2 ? { status: 500, body: 'down' } : {}));
    const page = await openPage();
    await start(page);
    await report(page, ['a', 'b', 'c']);
    await until(() => server.acceptedIds().size === 3);
    expect(server.receipts).toHaveLength(3);
    expectEachAcceptedOnce(3);
    expect(
      logs.some((line) => line.includes('Failed to send events: 10003 Status code is 500')),
    ).toBe(true);
  });

  it('4xx with errMsg: 10003 logged, retried, accepted once when the server recovers', async () => {
    const errMsg = JSON.stringify({ errMsg: { errorCode: 'E_RATE', hint: 'slow down' } });
    server.answer((attempt) => (attempt === 1 ? { status: 429, body: errMsg } : {}));
    const page = await openPage();
    await start(page);
    await report(page, ['a']);
    await until(() => server.acceptedIds().size === 1);
    expectEachAcceptedOnce(1);
    expect(
      logs.some((line) => line.includes('Failed to send events: 10003 Status code is 429')),
    ).toBe(true);
  });

  it('4xx for good: dropped after the spec’s 3 retries, and the drop is logged with the ids', async () => {
    server.answer(() => ({
      status: 400,
      body: JSON.stringify({ errMsg: { errorCode: 1, hint: 'no' } }),
    }));
    const page = await openPage();
    await start(page);
    await report(page, ['a', 'b']);
    await until(() => logArgs.some((args) => String(args[1]).includes('dropped, after 3 retries')));
    expect(server.receipts).toHaveLength(1 + RETRY_MAX);
    expect(server.acceptedIds().size).toBe(0);
    const drop = logArgs.find((args) => String(args[1]).includes('dropped, after 3 retries'));
    expect(new Set(drop?.[2] as string[])).toEqual(seenIds());
  });

  it('response slower than 10 s: aborted at the configured 10 s, resent, accepted once', async () => {
    server.answer((attempt) => (attempt === 1 ? { delayMs: 60_000 } : {}));
    const page = await context.newPage();
    page.on('console', (message) => logs.push(message.text()));
    // A fake, paused page clock: the real 10 s time-out passes in no time, and only runFor
    // moves it (a running clock would add the real time the test waits, e.g. on a busy machine).
    const clockStart = new Date('2026-11-22T10:00:00Z');
    await page.clock.install({ time: clockStart });
    await page.clock.pauseAt(new Date(clockStart.getTime() + 1000));
    await page.goto(server.url);
    await start(page);
    await report(page, ['a']);
    await page.clock.runFor(100);
    await until(() => server.receipts.length === 1);
    await page.clock.runFor(9_800);
    expect(logs.some((line) => line.includes('Timed out'))).toBe(false);
    await page.clock.runFor(200);
    await until(() => logs.some((line) => line.includes('Timed out after 10000 ms')));
    await page.clock.runFor(1_000);
    await until(() => server.acceptedIds().size === 1);
    expect(server.receipts).toHaveLength(2);
    expectEachAcceptedOnce(1);
  });

  it('offline then online: retries wait for the network, then each event arrives once', async () => {
    const page = await openPage();
    await start(page);
    await context.setOffline(true);
    await report(page, ['a', 'b']);
    await page.waitForTimeout(100);
    await report(page, ['c']);
    await page.waitForTimeout(2_500);
    expect(server.receipts).toHaveLength(0);
    await context.setOffline(false);
    await until(() => server.acceptedIds().size === 3);
    await page.waitForTimeout(1_200);
    expectEachAcceptedOnce(3);
  });

  it('tab closed during a send: the keepalive request completes, nothing is resent later', async () => {
    server.answer(() => ({ delayMs: 800 }));
    const page = await openPage();
    await start(page, {}, ['retry', 'page']);
    await report(page, ['a', 'b']);
    await until(() => server.receipts.length >= 1);
    await page.close({ runBeforeUnload: true });
    await until(() => server.receipts.filter((receipt) => receipt.accepted).length >= 2);
    const names = server.receipts.flatMap((receipt) => receipt.batch.events.map((e) => e.event));
    expect(names.sort()).toEqual(['a', 'b', 'page_enter', 'page_leave', 'page_stay'].sort());
    // A new tab of the same browser profile must not send anything again.
    const next = await openPage();
    await start(next);
    await next.waitForTimeout(1_500);
    expect(server.receipts.flatMap((r) => r.batch.events.map((e) => e.event))).toHaveLength(5);
    expectEachAcceptedOnce(5);
  });

  it('reload with queued events: sent once after the reload, never again', async () => {
    const page = await openPage();
    await start(page, { autoStart: false });
    await report(page, ['a', 'b', 'c']);
    await page.reload();
    expect(server.receipts).toHaveLength(0);
    await start(page);
    await until(() => server.acceptedIds().size === 3);
    await page.reload();
    await start(page);
    await page.waitForTimeout(1_200);
    expect(server.receipts).toHaveLength(1);
    expectEachAcceptedOnce(3);
  });

  it('storage disabled: a warning, no exception, events still sent from memory', async () => {
    await context.addInitScript(() => {
      const deny = (): never => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: deny });
      Object.defineProperty(window, 'sessionStorage', { get: deny });
      Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: () => {} });
    });
    const page = await openPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    expect(await start(page, {}, ['retry', 'page'])).toBe(true);
    await report(page, ['a', 'b']);
    await until(() => server.acceptedIds().size === 3);
    expectEachAcceptedOnce(3);
    expect(errors).toEqual([]);
    expect(logs.some((line) => line.includes('Browser storage unavailable'))).toBe(true);
  });

  it('large batch: split so every keepalive body stays under 64 KiB, each event once', async () => {
    const page = await openPage();
    await start(page);
    await report(
      page,
      Array.from({ length: 20 }, (_, i) => `big${i}`),
      { text: 'x'.repeat(10_000) },
    );
    await until(() => server.acceptedIds().size === 20);
    expect(server.receipts.length).toBeGreaterThan(1);
    for (const receipt of server.receipts)
      expect(receipt.bytes).toBeLessThanOrEqual(KEEPALIVE_BODY_LIMIT);
    expectEachAcceptedOnce(20);
  });
});

declare global {
  interface Window {
    startTracker(options?: Record<string, unknown>, plugins?: readonly string[]): boolean;
    tracker: import('../../src/tracker.js').Tracker;
  }
}
