/**
 * Every locale searches its own index, in its own language: the modal loads
 * `<locale>/search-index.json` and its hits stay in that locale and in the
 * docs version being read; each locale's opensearch.xml and its
 * `<link rel="search">` speak the locale's language.
 */
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, waitForHydration } from '../src/browser.js';
import { serveIndexWith } from '../src/searchIndex.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe.each([
  ['en', '', 'Search Nubiva'],
  ['ja', '/ja', 'Nubiva を検索'],
  ['ko', '/ko', 'Nubiva 검색'],
  ['de', '/de', 'Nubiva durchsuchen'],
])('search in %s', (locale, prefix, description) => {
  it('answers from the locale index with hits of that locale', async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseUrl}${prefix}/overview`);
    await waitForHydration(page);
    const index = page.waitForResponse((r) => r.url() === `${baseUrl}${prefix}/search-index.json`);
    await page.click('button.nsearch-button');
    expect((await index).status()).toBe(200);
    await page.fill('input[role="combobox"]', 'Redis');
    await page.waitForSelector('[role="option"]');
    const hrefs = await page.$$eval('[role="option"]', (options) =>
      options.map((option) => option.getAttribute('data-url') ?? ''),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (prefix === '') expect(href).not.toMatch(/^\/(ja|ko|de)\//);
      else expect(href.startsWith(`${prefix}/`)).toBe(true);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("links an opensearch.xml in the locale's language that searches the locale", async () => {
    const html = await (await fetch(`${baseUrl}${prefix}/overview`)).text();
    // The built HTML is minified: attribute values without spaces lose their quotes.
    const link = /<link[^>]*rel="?search[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toMatch(new RegExp(`href="?${prefix}/opensearch.xml`));
    expect(link).toContain(`title="${description}"`);
    const xml = await (await fetch(`${baseUrl}${prefix}/opensearch.xml`)).text();
    expect(xml).toContain(`<Description>${description}</Description>`);
    expect(xml).toContain(`<Language>${locale}</Language>`);
    expect(xml).toContain(`${prefix}/search?q={searchTerms}"`);
  });

  it('the search page credits no third party: without a hosted provider, our own index answers', async () => {
    const { page, errors, close } = await openPage(browser());
    const response = await page.goto(`${baseUrl}${prefix}/search?q=Redis`);
    expect(await response!.text()).not.toContain('algolia');
    await page.waitForSelector('main a.nsearch-hit');
    expect(await page.locator('a[href*="algolia.com"], svg[aria-label="Algolia"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('docs versions', () => {
  it('searches only the docs version being read', async () => {
    const { page, close } = await openPage(browser());
    // The German index plus one page of the current docs and one of a cut version, same words.
    await serveIndexWith(page, 'de', [
      ['/de/zyklotron', 'docs-default-current', 'Zyklotronversion'],
      ['/de/1.0/zyklotron', 'docs-default-1.0', 'Zyklotronversion'],
    ]);
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    await page.click('button.nsearch-button');
    await page.fill('input[role="combobox"]', 'Zyklotronversion');
    await page.waitForSelector('[role="option"]');
    const urls = await page.$$eval('[role="option"]', (options) =>
      options.map((option) => option.getAttribute('data-url')),
    );
    expect(urls).toContain('/de/zyklotron');
    expect(urls).not.toContain('/de/1.0/zyklotron');
    await close();
  });
});
