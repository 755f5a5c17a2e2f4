/**
 * Docusaurus behaviours (docs/requirements.md#html-suffix, #language-switch, #navigation,
 * #mobile-navigation), proven in the browser on
 * the German site: suffix normalisation, language switch, scrolling after
 * navigation, progress bar delay and the mobile menu.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration, useBrowser } from '../src/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('.html and /index.html suffixes', () => {
  it.each([
    ['/de/overview.html', '/de/overview'],
    ['/de/overview/index.html', '/de/overview'],
    ['/de/service/index.html', '/de/service/'],
  ])('%s shows the page at %s', async (path, normalised) => {
    const { page, errors, close } = await openPage(browser());
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(normalised);
    await waitForHydration(page);
    await page.waitForSelector('article h1');
    const expectedTitle = path.startsWith('/de/service') ? 'Dienste' : 'Überblick';
    expect(await page.textContent('article h1')).toBe(expectedTitle);
    expect(await page.$$('text=Seite nicht gefunden')).toHaveLength(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('language switch', () => {
  it('keeps the path, query string and hash and changes only the locale prefix', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/de/service/domain?ref=test&x=1#uberblick`);
    await waitForHydration(page);
    await page.hover('.navbar__items--right .dropdown:has(a:has-text("Deutsch"))');
    const link = page.locator('.dropdown__menu a[lang="ja"]');
    expect(await link.getAttribute('href')).toBe('/ja/service/domain?ref=test&x=1#uberblick');
    await link.click();
    await page.waitForURL(/\/ja\/service\/domain/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/ja/service/domain');
    expect(url.search).toBe('?ref=test&x=1');
    expect(url.hash).toBe('#uberblick');
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await close();
  });

  it('switches from German to English without a prefix', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/de/examples/python/flask?a=b`);
    await waitForHydration(page);
    await page.hover('.navbar__items--right .dropdown:has(a:has-text("Deutsch"))');
    expect(await page.getAttribute('.dropdown__menu a[lang="en"]', 'href')).toBe(
      '/examples/python/flask?a=b',
    );
    await close();
  });
});

describe('scrolling after navigation', () => {
  it('scrolls to the top when the new location has no hash', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 400 } });
    await page.goto(`${baseUrl}/de/service/domain`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 100);
    await page.click('.theme-doc-sidebar-menu a[href="/de/service/async"]');
    await page.waitForURL(/\/de\/service\/async$/);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });

  it('scrolls to the hash target when there is one', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 400 } });
    await page.goto(`${baseUrl}/de/service/domain`);
    await waitForHydration(page);
    const headings = await page.$$eval('article h2[id]', (elements) =>
      elements.map((element) => element.id),
    );
    const target = headings[headings.length - 1]!;
    await page.click(`.table-of-contents a[href="#${target}"]`);
    await page.waitForURL(new RegExp(`#${target}$`));
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top;
      return window.scrollY > 0 && top >= 0 && top < 120;
    }, target);
    await close();
  });
});

/** Records whether Docusaurus' progress bar (#nprogress) was ever in the DOM. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { progressBarSeen: boolean }).progressBarSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) {
        (window as unknown as { progressBarSeen: boolean }).progressBarSeen = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const progressBarSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressBarSeen: boolean }).progressBarSeen);

describe('progress bar', () => {
  it('appears when loading the next page takes longer than 200 ms', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await watchProgressBar(page);
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    // From now on every script chunk takes 1.2 s to arrive.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.click('.theme-doc-sidebar-menu a[href="/de/term"]');
    await page.waitForSelector('#nprogress', { state: 'attached', timeout: 5000 });
    await page.waitForURL(/\/de\/term$/);
    await page.waitForFunction(
      () => document.querySelector('article h1')?.textContent === 'Nutzungsbedingungen',
    );
    expect(await progressBarSeen(page)).toBe(true);
    await close();
  });

  it('does not appear when the next page is already loaded', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await watchProgressBar(page);
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    // Preload the target the way hovering a link does, then navigate.
    await page.evaluate(() =>
      (
        window as unknown as { docusaurus: { preload(path: string): Promise<void> } }
      ).docusaurus.preload('/de/postgresql'),
    );
    await page.click('.theme-doc-sidebar-menu a[href="/de/postgresql"]');
    await page.waitForURL(/\/de\/postgresql$/);
    // Docusaurus shows the new page once its route has loaded, right after cancelling the bar's
    // delayed start: from then on the bar can no longer appear.
    await page.waitForFunction(
      () => document.querySelector('article h1')?.textContent === 'PostgreSQL',
    );
    expect(await progressBarSeen(page)).toBe(false);
    await close();
  });
});

describe('mobile navigation panel', () => {
  const isOpen = (page: Page) =>
    page.evaluate(() => document.querySelector('.navbar-sidebar--show') !== null);

  it('opens and closes with the hamburger button', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 400, height: 800 } });
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    expect(await isOpen(page)).toBe(false);
    // Rendered when first opened (not, hidden, on every page load), and then it slides in.
    expect(await page.$('.navbar-sidebar')).toBeNull();
    const slidesIn = await page.evaluate(async () => {
      document.querySelector<HTMLElement>('button.navbar__toggle')!.click();
      while (!document.querySelector('.navbar-sidebar')) await new Promise(requestAnimationFrame);
      return document.querySelector('.navbar-sidebar')!.getAnimations().length > 0;
    });
    expect(slidesIn).toBe(true);
    await page.waitForSelector('.navbar-sidebar--show');
    expect(await page.isVisible('.navbar-sidebar a:has-text("Überblick")')).toBe(true);
    await page.click('button.navbar-sidebar__close');
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
    await close();
  });

  it('closes on back navigation and stays on the page', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 400, height: 800 } });
    await page.goto(`${baseUrl}/de/`);
    await waitForHydration(page);
    // A client-side navigation, so that "back" stays inside the app.
    await page.click('button.navbar__toggle');
    await page.click('.navbar-sidebar a.menu__link[href="/de/overview"]');
    await page.waitForURL(/\/de\/overview$/);
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
    await page.click('button.navbar__toggle');
    await page.waitForSelector('.navbar-sidebar--show');
    await page.evaluate(() => history.back());
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
    expect(new URL(page.url()).pathname).toBe('/de/overview');
    await close();
  });

  it('renders the docs sidebar when a phone-sized window grows', async () => {
    const { page, errors, close } = await openPage(browser(), {
      viewport: { width: 400, height: 800 },
    });
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    await page.waitForFunction(() => !document.querySelector('.theme-doc-sidebar-menu'));
    // Wide again: Docusaurus renders the sidebar, whose links navigate inside the app.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.click('.theme-doc-sidebar-menu a[href="/de/limit"]');
    await page.waitForURL('**/de/limit');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('is forced closed when the window grows wider than 996 px', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 400, height: 800 } });
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    await page.click('button.navbar__toggle');
    await page.waitForSelector('.navbar-sidebar--show');
    await page.evaluate(() => {
      const seen = window as unknown as { resizedTo: number[] };
      seen.resizedTo = [];
      addEventListener('resize', () => seen.resizedTo.push(innerWidth));
    });
    await page.setViewportSize({ width: 990, height: 800 });
    // Docusaurus' own resize listener (added earlier, so called first) has run; the re-render it
    // may start and its effects are tasks, done once the page is idle again.
    await page.waitForFunction(() =>
      (window as unknown as { resizedTo: number[] }).resizedTo.includes(990),
    );
    // Idle, or 5 s at the latest: on a loaded machine an idle period may not come at all.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
    );
    expect(await isOpen(page)).toBe(true);
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
    await close();
  });
});
