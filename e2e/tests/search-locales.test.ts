/**
 * Every locale searches its own index: the modal loads `<locale>/search-index.json`
 * and its hits stay in that locale (contextual search by language).
 */
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, waitForHydration } from '../src/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe.each([
  ['en', ''],
  ['ja', '/ja'],
  ['ko', '/ko'],
  ['de', '/de'],
])('search in %s', (_locale, prefix) => {
  it('answers from the locale index with hits of that locale', async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseUrl}${prefix}/overview`);
    // Hydrated, not only started: the button opens the modal once React owns it.
    await waitForHydration(page);
    const index = page.waitForResponse((r) => r.url() === `${baseUrl}${prefix}/search-index.json`);
    await page.click('button.DocSearch-Button');
    expect((await index).status()).toBe(200);
    await page.fill('input.DocSearch-Input', 'Redis');
    await page.waitForSelector('.DocSearch-Hit a');
    const hrefs = await page.$$eval('.DocSearch-Hit a', (links) =>
      links.map((link) => link.getAttribute('data-url') ?? ''),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (prefix === '') expect(href).not.toMatch(/^\/(ja|ko|de)\//);
      else expect(href.startsWith(`${prefix}/`)).toBe(true);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('the search page credits no third party: without a hosted provider, our own index answers', async () => {
    const { page, errors, close } = await openPage(browser());
    const response = await page.goto(`${baseUrl}${prefix}/search?q=Redis`);
    expect(await response!.text()).not.toContain('algolia.com');
    await page.waitForSelector('article a');
    expect(await page.locator('a[href*="algolia.com"], svg[aria-label="Algolia"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
