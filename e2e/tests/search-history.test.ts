/**
 * Search history and hit navigation on the German site: recent (7, or 4 with
 * favourites) and favourite (10) searches persist across page loads; hits
 * open at their URL, external ones by full page load, and the configured
 * replaceSearchResultPathname applies.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, waitForHydration } from '../src/browser.js';
import { serveIndexWith } from '../src/searchIndex.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const BUTTON = 'button.nsearch-button';
const INPUT = 'input[role="combobox"]';
const OPTION = '[role="option"]';
const RECENT = '__DOCSEARCH_RECENT_SEARCHES__nubiva-docs';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__nubiva-docs';

const storedHit = (n: number) => ({
  objectID: `seed-${n}`,
  url: `https://docs.nubiva.example/de/overview#seed-${n}`,
  type: 'lvl2',
  content: null,
  hierarchy: { lvl0: 'Überblick', lvl1: 'Überblick', lvl2: `Gespeicherte Suche ${n}` },
});

async function ready(page: Page, path = '/de/overview'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  // Hydrated, not only started: the button opens the modal once React owns it.
  await waitForHydration(page);
  await page.waitForSelector(BUTTON);
}

/** Items of each start-screen section, by section title. */
async function startScreen(page: Page): Promise<Record<string, number>> {
  await page.click(BUTTON);
  await page.waitForSelector(INPUT);
  await page.waitForSelector('.nsearch-body > *');
  return page.$$eval('.nsearch-body section', (sections) =>
    Object.fromEntries(
      sections.map((section) => [
        section.getAttribute('aria-label') ?? '',
        section.querySelectorAll('.nsearch-hit').length,
      ]),
    ),
  );
}

describe('recent and favourite searches', () => {
  it('shows 7 recent searches, or 4 next to at most 10 favourites', async () => {
    const { page, close } = await openPage(browser());
    await ready(page);
    const seed = (key: string, count: number) =>
      page.evaluate(
        ([storageKey, items]) => localStorage.setItem(storageKey, JSON.stringify(items)),
        [key, Array.from({ length: count }, (_, i) => storedHit(i))] as const,
      );
    await seed(RECENT, 9);
    await ready(page);
    expect(await startScreen(page)).toEqual({ 'Zuletzt gesucht': 7 });
    await seed(FAVORITE, 12);
    await ready(page);
    expect(await startScreen(page)).toEqual({ 'Zuletzt gesucht': 4, Favoriten: 10 });
    await close();
  });

  it('keeps a chosen hit as a recent search, and a saved one as favourite, across page loads', async () => {
    const { page, close } = await openPage(browser());
    await ready(page);
    await page.click(BUTTON);
    await page.fill(INPUT, 'Redis');
    await page.waitForSelector(OPTION);
    const title = (await page.textContent(`${OPTION} .nsearch-hit-title`)) ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/de/redis'));
    await ready(page, '/de/overview');
    expect(await startScreen(page)).toEqual({ 'Zuletzt gesucht': 1 });
    expect(await page.textContent('.nsearch-stored .nsearch-hit-title')).toBe(title);
    await page.click('button[title="Diesen Treffer merken"]');
    await ready(page, '/de/overview');
    expect(await startScreen(page)).toEqual({ Favoriten: 1 });
    await close();
  });

  const clicks: [string, Parameters<Page['click']>[1]][] = [
    ['Control+click', { modifiers: ['Control'] }],
    ['middle click', { button: 'middle' }],
  ];
  it.each(clicks)(
    'opens a recent search in one new tab on %s, the modal staying open',
    async (_, how) => {
      const { page, close } = await openPage(browser());
      await ready(page);
      await page.evaluate(([key, hit]) => localStorage.setItem(key, JSON.stringify([hit])), [
        RECENT,
        { ...storedHit(1), url: '/de/redis' },
      ] as const);
      await ready(page);
      await startScreen(page);
      const opened = page.context().waitForEvent('page');
      await page.click('.nsearch-stored a', how);
      // A new tab starts at about:blank: its address once it has navigated.
      const tab = await opened;
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/de/redis');
      // A second tab would come from the browser's own handling of the link beside ours.
      expect(page.context().pages()).toHaveLength(2);
      expect(new URL(page.url()).pathname).toBe('/de/overview');
      expect(await page.isVisible(INPUT)).toBe(true);
      await close();
    },
  );
});

describe('hit navigation', () => {
  /** Serves the real German index plus two test pages. */
  async function withTestPages(page: Page): Promise<void> {
    await serveIndexWith(page, 'de', [
      ['https://nubiva.example/pricing', 'docs-default-current', 'Zyklotronpreise'],
      ['/de/docs/postgresql', 'docs-default-current', 'Altpfadseite'],
    ]);
    await page.route('https://nubiva.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>extern</title>' }),
    );
  }

  async function openHit(page: Page, query: string): Promise<void> {
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.click(BUTTON);
    await page.fill(INPUT, query);
    await page.waitForSelector(OPTION);
    // Enter opens the active (first) hit.
    await page.keyboard.press('Enter');
  }

  it('opens a hit of the configured external pattern by full page load', async () => {
    const { page, close } = await openPage(browser());
    await withTestPages(page);
    await ready(page);
    await openHit(page, 'Zyklotronpreise');
    await page.waitForURL('https://nubiva.example/pricing');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(false);
    await close();
  });

  it('links an external hit to its full URL and loads it in full on click', async () => {
    const { page, close } = await openPage(browser());
    await withTestPages(page);
    await ready(page);
    await page.click(BUTTON);
    await page.fill(INPUT, 'Zyklotronpreise');
    await page.waitForSelector(OPTION);
    expect(await page.getAttribute(OPTION, 'data-url')).toBe('https://nubiva.example/pricing');
    // Clicked, it loads the main site's page in full.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.click(OPTION);
    await page.waitForURL('https://nubiva.example/pricing');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(false);
    await close();
  });

  it('applies replaceSearchResultPathname and opens internal hits without reloading', async () => {
    const { page, close } = await openPage(browser());
    await withTestPages(page);
    await ready(page);
    await openHit(page, 'Altpfadseite');
    await page.waitForURL((url) => url.pathname === '/de/postgresql');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await close();
  });
});
