/**
 * Faults the browser tests produce for real: a page that crashes while it
 * renders, and the script chunks of one page (to fail or slow them).
 * Shared by the error-screen tests and the screenshot tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { siteBuildDir } from './site.js';

const descriptionOf = (route: string): string => {
  const html = fs.readFileSync(path.join(siteBuildDir, route, 'index.html'), 'utf8');
  const description = /<meta[^>]*name=description[^>]*content="([^"]+)"/.exec(html)?.[1];
  if (!description) throw new Error(`no description in ${route}`);
  return description.slice(0, 40);
};

/**
 * The script chunks that only the given German page needs: those containing
 * its meta description (its MDX content and metadata) but not the
 * description of another page (the shared sidebar and version data).
 */
export function chunksOfPage(route: string, otherRoute: string): string[] {
  const own = descriptionOf(route);
  const other = descriptionOf(otherRoute);
  const dir = path.join(siteBuildDir, 'de', 'assets', 'js');
  const chunks = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      return text.includes(own) && !text.includes(other);
    });
  if (chunks.length === 0) throw new Error(`no chunk of ${route} found`);
  return chunks;
}

/**
 * Opens `/de/overview/index.html` the way a plain static host serves it (the
 * page's HTML, no redirect). The router normalises the address after the
 * first render, so the page's own chunk loads lazily and its loading states
 * show.
 */
export async function openUnnormalised(page: Page, baseUrl: string): Promise<void> {
  const address = `${baseUrl}/de/overview/index.html`;
  await page.route(address, async (route) => {
    const response = await route.fetch({ url: `${baseUrl}/de/overview` });
    await route.fulfill({ response });
  });
  await page.goto(address, { waitUntil: 'commit' });
}

/**
 * Makes the limits page throw while it renders, inside the real component
 * tree (the untranslated-notice check calls String#startsWith on the doc
 * source), follows the sidebar link there and waits for the crash
 * screen. Only the limits page throws; the original is back afterwards.
 */
export async function crashOnLimitsPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const original = String.prototype.startsWith;
    String.prototype.startsWith = function (this: string, search: string, position?: number) {
      if (
        typeof search === 'string' &&
        original.call(search, '@site/i18n/') &&
        String(this).includes('/current/limit.')
      ) {
        throw new Error('Testfehler beim Rendern');
      }
      return original.call(this, search, position);
    };
    (window as unknown as { restoreStartsWith: () => void }).restoreStartsWith = () => {
      String.prototype.startsWith = original;
    };
  });
  // The visible sidebar link: the desktop sidebar's, or the open mobile menu's on a phone.
  await page.locator('.theme-doc-sidebar-menu a[href="/de/limit"]:visible').first().click();
  await page.waitForFunction(() =>
    document.querySelector('main h1')?.textContent?.includes('Diese Seite ist abgestürzt.'),
  );
  await page.evaluate(() =>
    (window as unknown as { restoreStartsWith: () => void }).restoreStartsWith(),
  );
}
