import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../scripts/chromium.mjs';

// Debian's Chromium, never a downloaded browser.
export {
  chromiumArgs,
  chromiumPath,
  launchChromium as launchBrowser,
} from '../../scripts/chromium.mjs';

/**
 * The worker's one Chromium (the files share their worker's modules, `isolate: false`):
 * launched by the first file that needs it, used by the files after it (each test opens its own
 * context: storage, cache and cookies are never shared), closed by Playwright when the worker
 * exits. A launch per file was a second of the tier's time, 22 times.
 */
let workerBrowser: Promise<Browser> | undefined;

/** The worker's Chromium, launched on first use; a closed or crashed one is launched again. */
export async function sharedBrowser(): Promise<Browser> {
  const running = await workerBrowser;
  if (running?.isConnected()) return running;
  workerBrowser = launchChromium();
  return workerBrowser;
}

/**
 * Chromium for the calling test file, from before its tests until after them. Returns a getter,
 * as the browser exists only once they run. Contexts a file left open are closed after it.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser exists only while the tests run');
    return browser;
  };
}

export interface TrackedPage {
  page: Page;
  /** Uncaught page errors and console errors, for tests that expect none. */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh context (empty storage) and page that records errors. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ locale: 'de-DE', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

// One definition of "hydrated" for the benchmarks and the browser tests.
export { HYDRATED_MARK, waitForHydration } from '../../bench/budgets/measure.mjs';
