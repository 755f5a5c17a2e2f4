/**
 * Screenshot comparison against baselines committed in e2e/screenshots/.
 * A screenshot that differs from its baseline by more than a small tolerance
 * fails the test and leaves the actual image and a diff image in
 * e2e/screenshots/failures/ (not committed). After a reviewed change,
 * `npm run screenshots:update -w e2e` rewrites the baselines; look at every
 * changed PNG before committing it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { waitForHydration } from './browser.js';

const screenshotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
const failuresDir = path.join(screenshotsDir, 'failures');
const updating = process.env.UPDATE_SCREENSHOTS === '1';

/** The two widths every key state is looked at. */
export const viewports = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} satisfies Record<string, BrowserContextOptions>;
export type ViewportName = keyof typeof viewports;

/**
 * Per-pixel colour threshold of pixelmatch (0..1) and the share of pixels
 * that may differ: anti-aliasing noise passes, a missing stylesheet, a
 * changed word or a moved block does not.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001;

/** A fresh German context (empty storage) at the given width. */
export async function openAt(
  browser: Browser,
  width: ViewportName,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({
    locale: 'de-DE',
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    ...viewports[width],
    ...options,
  });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/**
 * Waits until the page looks as it will stay: hydrated, then quiet.
 */
export async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await quiet(page);
}

/**
 * No request in flight (the highlighter of code blocks, the search index),
 * no navigation progress bar, fonts loaded, and two frames painted after that.
 */
export async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getElementById('nprogress') === null);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export interface ScreenshotResult {
  /** Pixels that differ beyond the colour threshold. */
  diffPixels: number;
  totalPixels: number;
  /** Why it failed, or null when it matches (or the baseline was written). */
  failure: string | null;
}

/** Compares two PNGs; writes the diff image to diffPath when they differ. */
export function comparePngs(actual: Buffer, baseline: Buffer, diffPath: string): ScreenshotResult {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(baseline);
  const totalPixels = a.width * a.height;
  if (a.width !== b.width || a.height !== b.height) {
    return {
      diffPixels: totalPixels,
      totalPixels,
      failure: `size ${a.width}×${a.height} differs from the baseline's ${b.width}×${b.height}`,
    };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (diffPixels <= totalPixels * MAX_DIFF_RATIO) return { diffPixels, totalPixels, failure: null };
  mkdirSync(path.dirname(diffPath), { recursive: true });
  writeFileSync(diffPath, PNG.sync.write(diff));
  const percent = ((100 * diffPixels) / totalPixels).toFixed(2);
  return { diffPixels, totalPixels, failure: `${diffPixels} pixels (${percent} %) differ` };
}

/**
 * Takes a viewport screenshot and compares it with e2e/screenshots/<name>.png.
 * Throws, naming the actual and diff images, when they differ. `mask` covers
 * text that differs on every run by design (a server port, a chunk hash).
 */
export async function expectScreenshot(
  page: Page,
  name: string,
  mask: Locator[] = [],
): Promise<void> {
  const actual = await page.screenshot({ animations: 'disabled', caret: 'hide', mask });
  const baselinePath = path.join(screenshotsDir, `${name}.png`);
  if (updating) {
    writeFileSync(baselinePath, actual);
    return;
  }
  if (!existsSync(baselinePath)) {
    throw new Error(
      `No baseline ${path.relative(process.cwd(), baselinePath)}: run "npm run screenshots:update -w e2e", look at it, commit it.`,
    );
  }
  const actualPath = path.join(failuresDir, `${name}.actual.png`);
  const diffPath = path.join(failuresDir, `${name}.diff.png`);
  const baseline = readFileSync(baselinePath);
  // Chromium encodes an unchanged screen to the same bytes: decoding both and diffing is for changes.
  if (actual.equals(baseline)) return;
  const { failure } = comparePngs(actual, baseline, diffPath);
  if (failure !== null) {
    mkdirSync(failuresDir, { recursive: true });
    writeFileSync(actualPath, actual);
    throw new Error(
      `Screenshot ${name}: ${failure}. Actual: ${actualPath}, diff: ${diffPath}, baseline: ${baselinePath}`,
    );
  }
}
