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
 * One Chromium for the calling test file: launched before its tests, closed
 * after them. Returns a getter, as the browser exists only once they run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
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
