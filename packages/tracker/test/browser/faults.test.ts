// @vitest-environment node
/**
 * The fault matrix in real Chromium against a recording server: every event
 * arrives exactly once, except those the retry limits drop, which are logged.
 * Then consent mode (@nubiva/tracker/consent): what a real page holds in
 * cookies and storage.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { KEEPALIVE_BODY_LIMIT, RETRY_INTERVAL_MS, RETRY_MAX } from '../../src/constants.js';
import { startRecordingServer } from './recordingServer.js';
import { launchChromium } from '../../../../scripts/chromium.mjs';

let browser: Browser;
let server: Awaited<ReturnType<typeof startRecordingServer>>;
let context: BrowserContext;
let logs: string[];
let logArgs: unknown[][];

// The bundles of the package's build (npm run build), as the site ships them.
beforeAll(async () => {
  server = await startRecordingServer(
    fileURLToPath(new URL('../../dist/tracker.iife.js', import.meta.url)),
    fileURLToPath(new URL('../../dist/consent.iife.js', import.meta.url)),
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  // Closing the last test's tabs flushes their page_leave/page_stay: let them land before the
  // reset. Tab by tab, as a reader closes them: closing the context alone ends the headless
  // shell's pages without their pagehide; and the context only once they have landed (closing it
  // can cancel a keepalive request not yet sent, as it did under load).
  for (const page of context?.pages() ?? []) await page.close();
  await until(everyPageLeft);
  await context?.close();
  server.reset();
  context = await browser.newContext();
  logs = [];
  logArgs = [];
});

/** A tab on the test page; with `pausedClock` its timers (report delay, retry ticks) run only in runFor. */
async function openPage({ pausedClock = false } = {}): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    logs.push(message.text());
    void Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => undefined))).then(
      (values) => logArgs.push(values),
    );
  });
  if (pausedClock) await pauseClock(page);
  await page.goto(server.url);
  return page;
}

/** A fake, paused clock for the page and those it loads next: time passes only in runFor. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** How many sends the page's document has started (the test page counts its fetch calls). */
const sends = (page: Page) => page.evaluate(() => window.sends);

/** Starts the page's tracker; with `granted` (true or false) through a consent mode. */
const start = (
  page: Page,
  options: Record<string, unknown> = {},
  plugins = ['retry'],
  granted?: boolean,
) =>
  page.evaluate(([o, p, g]) => window.startTracker(o, p, g), [options, plugins, granted] as const);

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

/** Every page the server saw entering was also seen leaving: a closed tab's last batch landed. */
function everyPageLeft(): boolean {
  const names = new Map(
    server.receipts.flatMap((receipt) => receipt.batch.events.map((e) => [e.event_id, e.event])),
  );
  const count = (name: string) => [...names.values()].filter((event) => event === name).length;
  return count('page_leave') === count('page_enter');
}

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

  it('4xx for good: dropped after the 3 retries, and the drop is logged with the ids', async () => {
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
    const page = await openPage({ pausedClock: true });
    await start(page);
    await context.setOffline(true);
    await report(page, ['a', 'b']);
    await page.clock.runFor(100);
    await report(page, ['c']);
    await page.clock.runFor(100);
    // Both sends failed; each failure is logged as its batch goes to the retry queue.
    await until(() => logs.filter((line) => line.includes('Failed to send events')).length === 2);
    // Offline for more ticks than a batch has retries: no tick sends (or spends a retry).
    await page.clock.runFor((RETRY_MAX + 2) * RETRY_INTERVAL_MS);
    expect(await sends(page)).toBe(2);
    expect(server.receipts).toHaveLength(0);
    await context.setOffline(false);
    // One batch per tick.
    await page.clock.runFor(2 * RETRY_INTERVAL_MS);
    await until(() => server.acceptedIds().size === 3);
    // The ticks after that send nothing again.
    await page.clock.runFor((RETRY_MAX + 2) * RETRY_INTERVAL_MS);
    expect(await sends(page)).toBe(4);
    expect(server.receipts).toHaveLength(2);
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
    // A new tab of the same browser profile must not send anything again: not as it starts,
    // nor on a retry tick (its clock moved past every tick a resend could take).
    const next = await openPage({ pausedClock: true });
    await start(next);
    await next.clock.runFor((RETRY_MAX + 2) * RETRY_INTERVAL_MS);
    expect(await sends(next)).toBe(0);
    expect(server.receipts.flatMap((r) => r.batch.events.map((e) => e.event))).toHaveLength(5);
    expectEachAcceptedOnce(5);
  });

  it('reload with queued events: sent once after the reload, never again', async () => {
    const page = await openPage();
    await start(page, { autoStart: false });
    await report(page, ['a', 'b', 'c']);
    await page.reload();
    expect(server.receipts).toHaveLength(0);
    expect(await page.evaluate(() => localStorage.getItem('nubiva_queue_1'))).not.toBeNull();
    await start(page);
    await until(() => server.acceptedIds().size === 3);
    // The server counts a batch before the page has its answer; a reload before the answer
    // arrives sends the batch again (at least once, and the server's dedupe counts it once).
    // Reload once the page has taken the acknowledged events off its stored queue.
    await page.waitForFunction(() => localStorage.getItem('nubiva_queue_1') === null);
    // Nothing is sent again: not as the tracker starts, nor on a retry tick (the clock moved past
    // every tick a resend could take).
    await pauseClock(page);
    await page.reload();
    await start(page);
    await page.clock.runFor((RETRY_MAX + 2) * RETRY_INTERVAL_MS);
    expect(await sends(page)).toBe(0);
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

/** The tracker's cookies (document.cookie) and storage keys as the page sees them. */
const storedState = (page: Page) =>
  page.evaluate(() => {
    const own = (names: string[]) => names.filter((name) => name.startsWith('nubiva_')).sort();
    return {
      cookies: own(document.cookie.split('; ').map((cookie) => cookie.split('=')[0]!)),
      localStorage: own(Object.keys(localStorage)),
      sessionStorage: own(Object.keys(sessionStorage)),
    };
  });

const NOTHING = { cookies: [], localStorage: [], sessionStorage: [] };

/** The cookies of the browser context (all attributes), the tracker's only. */
const trackerCookies = async () =>
  (await context.cookies())
    .filter((cookie) => cookie.name.startsWith('nubiva_'))
    .sort((a, b) => a.name.localeCompare(b.name));

describe('tracker in Chromium: consent mode (§ 25 TDDDG)', () => {
  it('without consent nothing is sent or stored, across a reload; with consent the required storage, kept across a reload; without consent again it is deleted', async () => {
    const page = await openPage();
    await start(page, {}, ['retry', 'page'], false);
    await report(page, ['a']);
    await page.evaluate(() => window.tracker.flush());
    expect(await storedState(page)).toEqual(NOTHING);
    await page.reload();
    await start(page, {}, ['retry', 'page'], false);
    await page.waitForTimeout(300);
    expect(await storedState(page)).toEqual(NOTHING);
    expect(await trackerCookies()).toEqual([]);
    // Nothing was sent: not a, not the page events of either load (nor at the reload's page hide).
    expect(await sends(page)).toBe(0);
    expect(server.receipts).toEqual([]);

    await page.close();
    await until(everyPageLeft);
    server.reset();
    const granted = await openPage();
    await start(granted, {}, ['retry'], true);
    await report(granted, ['b']);
    await until(() => server.acceptedIds().size === 1);
    expect(await storedState(granted)).toEqual({
      cookies: ['nubiva_did_1', 'nubiva_sid_1'],
      localStorage: [],
      sessionStorage: ['nubiva_wid_1'],
    });
    // Host-only on an IP address, Secure (127.0.0.1 is a secure context), SameSite=Strict.
    expect(await trackerCookies()).toEqual([
      expect.objectContaining({ name: 'nubiva_did_1', domain: '127.0.0.1', secure: true }),
      expect.objectContaining({ name: 'nubiva_sid_1', sameSite: 'Strict' }),
    ]);
    await granted.reload();
    await start(granted, {}, ['retry'], true);
    await report(granted, ['c']);
    await until(() => server.acceptedIds().size === 2);
    const [first, second] = server.receipts.map((receipt) => receipt.batch);
    expect(second!.deviceId).toBe(first!.deviceId);
    expect(second!.windowId).toBe(first!.windowId);
    expect([first!.custom.consent, second!.custom.consent]).toEqual(['granted', 'granted']);

    // The next page load without consent (say, consent withdrawn in another tab) deletes it all,
    // and sends nothing.
    await granted.reload();
    await start(granted, {}, ['retry'], false);
    expect(await storedState(granted)).toEqual(NOTHING);
    expect(await trackerCookies()).toEqual([]);
    await report(granted, ['d']);
    await granted.waitForTimeout(300);
    expect(server.receipts).toHaveLength(2);
  });

  it('set(true) starts collecting (nothing from before) and stores its ids and queues; set(false) deletes it all at once and collects nothing more', async () => {
    // The first batch fails (it waits in the retry queue), and the page has campaign params.
    server.answer((attempt) => (attempt === 1 ? { status: 500, body: 'down' } : {}));
    const page = await context.newPage();
    page.on('console', (message) => logs.push(message.text()));
    await page.goto(`${server.url}?utm_source=newsletter`);
    await start(page, {}, ['retry'], false);
    await report(page, ['early']);
    await page.waitForTimeout(200);
    expect(server.receipts).toEqual([]);
    expect(await storedState(page)).toEqual(NOTHING);

    await page.evaluate(() => window.consent.set(true));
    await report(page, ['a']);
    await until(() => server.receipts.length === 1);
    expect(server.receipts[0]!.batch.events.map((event) => event.event)).toEqual(['a']);
    // The failure is logged as the batch goes to the retry queue.
    await until(() => logs.some((line) => line.includes('Status code is 500')));
    await page.evaluate(() => {
      window.tracker.stop();
      window.tracker.report('queued');
      window.tracker.flush();
    });
    const { deviceId, windowId } = server.receipts[0]!.batch;
    expect(server.receipts[0]!.batch).toMatchObject({ utmSource: 'newsletter' });
    expect(await storedState(page)).toEqual({
      cookies: ['nubiva_did_1', 'nubiva_sid_1'],
      localStorage: ['nubiva_queue_1', 'nubiva_retry_1', 'nubiva_ug_1'],
      sessionStorage: ['nubiva_wid_1'],
    });
    const device = await page.evaluate(() =>
      JSON.parse(decodeURIComponent(document.cookie.split('nubiva_did_1=')[1]!.split(';')[0]!)),
    );
    expect(device.device_id).toBe(deviceId);
    expect(await page.evaluate(() => sessionStorage.getItem('nubiva_wid_1'))).toBe(
      JSON.stringify(windowId),
    );

    // Started again (queued goes out), then withdrawn while waiting waits for its batch: read
    // in the same task as the call, so "at once" means at once.
    const { sent, afterWithdrawal } = await page.evaluate(() => {
      window.tracker.start();
      window.tracker.report('waiting');
      const before = window.sends;
      window.consent.set(false);
      const own = (names: string[]) => names.filter((name) => name.startsWith('nubiva_'));
      return {
        sent: before,
        afterWithdrawal: [
          ...own(document.cookie.split('; ').map((cookie) => cookie.split('=')[0]!)),
          ...own(Object.keys(localStorage)),
          ...own(Object.keys(sessionStorage)),
        ],
      };
    });
    expect(afterWithdrawal).toEqual([]);
    expect(await trackerCookies()).toEqual([]);
    await page.evaluate(() => {
      window.tracker.report('b');
      dispatchEvent(new Event('pagehide'));
    });
    await page.waitForTimeout(RETRY_INTERVAL_MS + 200);
    expect(await sends(page)).toBe(sent);
    expect(await storedState(page)).toEqual(NOTHING);

    // Granted again: new ids, only c goes out besides queued: waiting was dropped, b came after
    // the withdrawal, and the failed a went with the deleted retry queue.
    await page.evaluate(() => window.consent.set(true));
    await report(page, ['c']);
    await until(() => server.acceptedIds().size === 2);
    await page.waitForTimeout(RETRY_INTERVAL_MS + 200);
    const accepted = server.receipts.filter((receipt) => receipt.accepted);
    expect(accepted.flatMap((r) => r.batch.events.map((e) => e.event))).toEqual(['queued', 'c']);
    expect(accepted[1]!.batch).toMatchObject({ custom: { consent: 'granted' } });
    expect(accepted[1]!.batch.deviceId).not.toBe(deviceId);
    expect([...server.acceptedIds().values()]).toEqual([1, 1]);
  });

  it('storage disabled: consent mode throws nothing, grant and withdrawal included', async () => {
    await context.addInitScript(() => {
      const deny = (): never => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: deny });
      Object.defineProperty(window, 'sessionStorage', { get: deny });
      Object.defineProperty(Document.prototype, 'cookie', { get: deny, set: deny });
    });
    const page = await openPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    expect(await start(page, {}, ['retry', 'page'], false)).toBe(true);
    await report(page, ['a']);
    expect(server.receipts).toEqual([]);
    await page.evaluate(() => window.consent.set(true));
    await report(page, ['b']);
    // page_enter (of the grant) and b; neither a (before it) nor c (after the withdrawal).
    await until(() => server.acceptedIds().size === 2);
    await page.evaluate(() => window.consent.set(false));
    await report(page, ['c']);
    await page.waitForTimeout(200);
    expectEachAcceptedOnce(2);
    expect(errors).toEqual([]);
    // The core's warning (once per store: cookies, local and session storage), nothing else.
    const trackerLogs = logs.filter((line) => line.includes('[tracker]'));
    expect(trackerLogs.length).toBeGreaterThan(0);
    expect(new Set(trackerLogs)).toEqual(new Set(['[tracker] Browser storage unavailable']));
  });
});

declare global {
  interface Window {
    startTracker(
      options?: Record<string, unknown>,
      plugins?: readonly string[],
      granted?: boolean,
    ): boolean;
    tracker: import('../../src/tracker.js').Tracker;
    sends: number;
    consent: import('../../src/consent.js').ConsentMode;
  }
}
