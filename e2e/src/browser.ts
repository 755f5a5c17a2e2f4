import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium; never a downloaded browser. CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: run "node scripts/ensure-system-deps.mjs" as root or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * One Chromium for the calling test file: launched before its tests, closed
 * after them. Returns a getter, as the browser exists only once they run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
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

/**
 * Resolves once React has hydrated the whole page. Hydration runs in slices,
 * so a fiber on the navbar does not mean the sidebar is hydrated yet (a click
 * there would be a plain link's): the test waits for the site's
 * `nubiva:hydrated` mark, set from the hydration commit
 * (site/src/clientModules/hydrationMark.ts).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('.navbar');
    return (
      'docusaurus' in window &&
      root !== null &&
      Object.keys(root).some((key) => key.startsWith('__reactFiber')) &&
      performance.getEntriesByName('nubiva:hydrated').length > 0
    );
  });
}
