/**
 * Every UI string the German site shows is German: the mobile menu, the open
 * search modal and its result screens, the search page. Each /de/ page at
 * desktop width is scanned in budgets.test.ts (with its budgets and axe, one
 * load per page), error screens in errors.test.ts.
 */

import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration, useBrowser } from '../src/browser.js';
import { englishUiStrings, findEnglishUi } from '../src/englishUi.js';

const baseUrl = inject('baseUrl');
const english = englishUiStrings();
const browser = useBrowser();

describe('German UI strings', () => {
  it('the scanner finds English UI strings when they are there', async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    await page.evaluate(() => {
      document.querySelector('nav')!.setAttribute('aria-label', 'Main');
      const button = document.createElement('button');
      button.textContent = 'Try again';
      document.body.append(button);
    });
    const findings = await findEnglishUi(page, english);
    expect(findings.map((finding) => finding.text)).toEqual(
      expect.arrayContaining(['Main', 'Try again']),
    );
    await close();
  });

  it('the mobile menu is German', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 400, height: 800 } });
    await page.goto(`${baseUrl}/de/service/domain`);
    await waitForHydration(page);
    await page.click('button.navbar__toggle');
    await page.waitForSelector('.navbar-sidebar--show');
    expect(await findEnglishUi(page, english)).toEqual([]);
    // The secondary menu (the docs sidebar) has a back button.
    const back = page.locator('.navbar-sidebar__back');
    if ((await back.count()) > 0 && (await back.isVisible())) {
      expect(await back.textContent()).toContain('Zurück');
    }
    await close();
  });

  it('the search modal and its result screens are German', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    const button = page.locator('.nsearch-button');
    // Named by its visible German text; the shortcut is printed the German way.
    expect(await button.getAttribute('aria-label')).toBeNull();
    expect(await page.getByRole('button', { name: 'Suche', exact: true }).count()).toBe(1);
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Control+K');
    expect(await button.locator('kbd').allTextContents()).toEqual(['Strg', 'K']);
    // On a phone only the icon shows; the word still names the button.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.getByRole('button', { name: 'Suche', exact: true }).count()).toBe(1);
    expect(await button.locator('.nsearch-button-word').isVisible()).toBe(true);
    const wordBox = await button.locator('.nsearch-button-word').boundingBox();
    expect(wordBox?.width ?? 0).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await button.click();
    await page.waitForSelector('.nsearch-modal');
    expect(await findEnglishUi(page, english)).toEqual([]);
    await page.fill('.nsearch-input', 'xqzjvwk');
    await page.waitForSelector('.nsearch-no-results, .nsearch-error', { timeout: 15_000 });
    expect(await findEnglishUi(page, english)).toEqual([]);
    await close();
  });

  it('the search page is German', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/de/search?q=Datenbank`);
    await waitForHydration(page);
    expect(await findEnglishUi(page, english)).toEqual([]);
    // The modal's placeholder (docs/requirements.md#search-texts: 'Search docs').
    expect(await page.getAttribute('input[type="search"], input[name="q"]', 'placeholder')).toBe(
      'Doku durchsuchen',
    );
    await close();
  });
});
