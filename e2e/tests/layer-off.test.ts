/**
 * The German site with every switchable piece of the fast-load layer off (variant `layer-off` of
 * scripts/build-variants.mjs; site/src/plugins/fastLoad/README.md): what a reader needs works on
 * Docusaurus' own code paths too, so a Docusaurus upgrade can start from this build. Navigation,
 * search, the tracker, the error screens, code blocks and the phone menu.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, waitForHydration } from '../src/browser.js';
import { crashNewComponents } from '../src/faults.js';
import { grantConsent, recordingContext } from '../src/recording.js';
import { useVariant } from '../src/site.js';

const variant = useVariant('layer-off');

async function openHydrated(path: string, viewport = { width: 1280, height: 900 }) {
  const tracked = await openPage(variant.browser(), { viewport });
  // The variant's server collects no events: the tracker's requests are answered here.
  await tracked.page.route('**/lc_t', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  );
  await tracked.page.goto(`${variant.url()}${path}`);
  await waitForHydration(tracked.page);
  await tracked.page.evaluate(() => Object.assign(window, { samePage: true }));
  return tracked;
}
const samePage = (page: Page) => page.evaluate(() => 'samePage' in window);

describe('the site without the fast-load layer', () => {
  it("loads Docusaurus' own entry scripts, without compile hints", async () => {
    const html = await (await fetch(`${variant.url()}/overview`)).text();
    const main = /<script src=["']?(\/assets\/js\/main\.[0-9a-f]+\.js)["']? defer>/.exec(html);
    expect(main, 'the stock <script defer> tag of the main bundle').not.toBeNull();
    const bundle = await (await fetch(`${variant.url()}${main![1]}`)).text();
    expect(bundle.startsWith('//# allFunctionsCalledOnLoad')).toBe(false);
  });

  it('navigates inside the app from the sidebar', async () => {
    const { page, errors, close } = await openHydrated('/overview');
    await page.click('.theme-doc-sidebar-menu a[href="/limit"]');
    await page.waitForFunction(
      () => document.querySelector('article h1')?.textContent === 'Limits',
    );
    expect(await samePage(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('searches and opens a hit without reloading the page', async () => {
    const { page, errors, close } = await openHydrated('/overview');
    await page.click('button.nsearch-button');
    await page.fill('input[role="combobox"]', 'PostgreSQL');
    const url = await page.getAttribute('[role="option"]', 'data-url');
    await page.click('[role="option"]');
    await page.waitForURL((current) => `${current.pathname}${current.hash}` === url);
    expect(await samePage(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('reports page_enter to /lc_t once the reader allows statistics', async () => {
    const { context, events, waitFor } = await recordingContext(variant.browser(), grantConsent);
    const page = await context.newPage();
    await page.goto(`${variant.url()}/overview`);
    await waitFor(() => events().some((event) => event.event === 'page_enter'));
    expect(events()[0]).toMatchObject({ event: 'page_enter', pathname: '/overview' });
    await context.close();
  });

  it('shows the German not-found and crash screens', async () => {
    const { page, close } = await openHydrated('/gibt-es-nicht');
    expect(await page.textContent('main h1')).toBe('Seite nicht gefunden');
    await page.goto(`${variant.url()}/overview`);
    await waitForHydration(page);
    await crashNewComponents(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/search');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() =>
      document.body.textContent?.includes('Diese Seite konnte nicht angezeigt werden.'),
    );
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
    await close();
  });

  it("highlights code blocks with Docusaurus' copy button", async () => {
    const { page, errors, close } = await openHydrated('/examples/nodejs/express');
    const block = page.locator('.theme-code-block').first();
    expect(await block.locator('.token').count()).toBeGreaterThan(0);
    expect(await block.locator('button[aria-label="In die Zwischenablage kopieren"]').count()).toBe(
      1,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the phone menu with the docs sidebar', async () => {
    const { page, close } = await openHydrated('/overview', { width: 400, height: 800 });
    await page.click('button.navbar__toggle');
    await page.waitForSelector('.navbar-sidebar--show');
    expect(await page.isVisible('.navbar-sidebar a:has-text("Überblick")')).toBe(true);
    await close();
  });
});
