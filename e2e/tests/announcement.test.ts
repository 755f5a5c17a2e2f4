/**
 * The announcement bar (off by default, see site/test/site-config.test.ts), on
 * the German variant build with NUBIVA_ANNOUNCEMENT set (scripts/build-variants.mjs,
 * made by `npm test` after the production build). Closing it is remembered; a new
 * bar id shows it again.
 */
import { describe, expect, it } from 'vitest';
import { openPage, waitForHydration } from '../src/browser.js';
import { useVariant } from '../src/site.js';
import { announcementBar as bar } from '../../scripts/build-variants.mjs';
import {
  expectScreenshot,
  openAt,
  settle,
  viewports,
  type ViewportName,
} from '../src/screenshots.js';

const variant = useVariant('german');

/** Docusaurus suffixes its storage keys with a site namespace; read by prefix. */
const storageValue = (prefix: string) => (page: import('playwright-core').Page) =>
  page.evaluate((keyPrefix) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith(keyPrefix));
    return key === undefined ? null : localStorage.getItem(key);
  }, prefix);
const dismissed = storageValue('docusaurus.announcement.dismiss');
const storedId = storageValue('docusaurus.announcement.id');

describe('announcement bar', () => {
  it('shows the configured content and colours', async () => {
    const { page, close } = await openPage(variant.browser());
    await page.goto(`${variant.url()}/overview`);
    const element = page.locator('.theme-announcement-bar');
    expect(await element.textContent()).toContain(bar.content);
    expect(await element.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
      'rgb(11, 61, 145)',
    );
    expect(await element.evaluate((node) => getComputedStyle(node).color)).toBe(
      'rgb(255, 255, 255)',
    );
    await close();
  });

  it('stays closed after it was closed, and shows again when its id changes', async () => {
    const { page, close } = await openPage(variant.browser());
    await page.goto(`${variant.url()}/overview`);
    // Hydrated, not only started: the close button only works once React owns it.
    await waitForHydration(page);
    await page.click('.theme-announcement-bar button[aria-label="Schließen"]');
    await page.waitForSelector('.theme-announcement-bar', { state: 'detached' });
    expect(await dismissed(page)).toBe('true');
    expect(await storedId(page)).toBe(bar.id);

    await page.reload();
    // Hydrated: React has applied the stored dismissal.
    await waitForHydration(page);
    await page.waitForSelector('.theme-announcement-bar', { state: 'detached' });

    // A reader who closed an older bar sees this one.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) =>
        name.startsWith('docusaurus.announcement.id'),
      )!;
      localStorage.setItem(key, 'an-older-bar');
    });
    await page.reload();
    // Hydrated: React has applied the stored dismissal.
    await waitForHydration(page);
    await page.waitForSelector('.theme-announcement-bar');
    expect(await dismissed(page)).toBe('false');
    await close();
  });

  it.each(Object.keys(viewports) as ViewportName[])(
    'looks as reviewed at %s width',
    async (width) => {
      const { page, close } = await openAt(variant.browser(), width);
      try {
        await page.goto(`${variant.url()}/overview`);
        await settle(page);
        await expectScreenshot(page, `announcement-bar.${width}`);
      } finally {
        await close();
      }
    },
  );
});
