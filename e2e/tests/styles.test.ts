/**
 * The styles that come from a dependency or load lazily are applied: the
 * search button, the modal and its hit list (site/src/search/search.css), code blocks (the theme's CSS and the deferred
 * highlighter) and admonitions. Computed styles, not class names: a class
 * without its stylesheet passes a class check.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, waitForHydration } from '../src/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

type Styles = Record<string, string>;

function computed(page: Page, selector: string, properties: string[]): Promise<Styles> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, names) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    }, properties);
}

const transparent = 'rgba(0, 0, 0, 0)';

describe('search', () => {
  it('styles the navbar button as a pill with its key caps', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    const button = await computed(page, 'button.nsearch-button', [
      'display',
      'align-items',
      'border-radius',
      'height',
      'cursor',
      'border-top-style',
    ]);
    expect(button).toMatchObject({
      display: 'flex',
      'align-items': 'center',
      cursor: 'pointer',
      'border-top-style': 'solid',
    });
    expect(Number.parseFloat(button['border-radius']!)).toBeGreaterThanOrEqual(4);
    expect(Number.parseFloat(button.height!)).toBeGreaterThanOrEqual(32);
    // Unstyled, the button is a grey system button with the user agent's 2px outset border.
    // Infima's key caps, apart (the stylesheet's margin; without it they touch).
    const key = await computed(page, '.nsearch-keys kbd + kbd', [
      'margin-left',
      'border-top-style',
    ]);
    expect(key).toEqual({ 'margin-left': '4px', 'border-top-style': 'solid' });
    await close();
  });

  it('shows the modal as a fixed, centred dialog over a backdrop, with hits as cards', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    await page.click('button.nsearch-button');
    await page.fill('input.nsearch-input', 'Domain');
    await page.waitForSelector('.nsearch-hit');
    const backdrop = await page.$eval('.nsearch-modal', (dialog) => [
      dialog.matches(':modal'),
      getComputedStyle(dialog).position,
      getComputedStyle(dialog, '::backdrop').backgroundColor,
    ]);
    expect(backdrop.slice(0, 2)).toEqual([true, 'fixed']);
    expect(backdrop[2]).not.toBe(transparent);
    const modal = await page.locator('.nsearch-modal').boundingBox();
    expect(modal).not.toBeNull();
    // Centred, narrower than the window, below its top edge: not a list in the page flow.
    expect(Math.abs(modal!.x + modal!.width / 2 - 640)).toBeLessThan(2);
    expect(modal!.width).toBeLessThan(1280);
    expect(modal!.y).toBeGreaterThan(0);
    const hit = await computed(page, '.nsearch-hit[aria-selected="false"]', [
      'display',
      'background-color',
      'border-radius',
    ]);
    expect(hit.display).toBe('flex');
    expect(hit['background-color']).not.toBe(transparent);
    expect(Number.parseFloat(hit['border-radius']!)).toBeGreaterThan(0);
    const selected = await computed(page, '.nsearch-hit[aria-selected="true"]', [
      'background-color',
    ]);
    expect(selected['background-color']).not.toBe(hit['background-color']);
    await close();
  });
});

describe('content', () => {
  it('gives code blocks a background, a monospace font and the copy button', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/de/postgresql`);
    await waitForHydration(page);
    const code = 'article .theme-code-block.language-javascript';
    const block = await computed(page, `${code} pre`, [
      'background-color',
      'color',
      'font-family',
      'overflow-x',
    ]);
    expect(block['background-color']).not.toBe(transparent);
    expect(block['font-family']).toMatch(/mono/i);
    expect(block['overflow-x']).toBe('auto');
    const lines = await computed(page, `${code} pre code`, ['padding-top', 'display']);
    expect(Number.parseFloat(lines['padding-top']!)).toBeGreaterThan(0);
    // The highlighter loads once a page with code renders; it colours tokens and adds the buttons.
    await page.waitForSelector(`${code} pre .token.keyword`);
    const keyword = await computed(page, `${code} pre .token.keyword`, ['color']);
    expect(keyword.color).not.toBe(block.color);
    await page.locator(`${code} pre`).first().hover();
    const copyButton = `${code} button[aria-label="In die Zwischenablage kopieren"]`;
    // The buttons fade in on hover (a CSS transition).
    await expect
      .poll(async () => Number((await computed(page, copyButton, ['opacity'])).opacity))
      .toBeGreaterThan(0.3);
    const copy = await computed(page, copyButton, ['cursor']);
    expect(copy.cursor).toBe('pointer');
    await close();
  });

  it('draws admonitions as tinted boxes with a coloured left border', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/de/`);
    await waitForHydration(page);
    const box = await computed(page, 'article .theme-admonition', [
      'background-color',
      'border-left-style',
      'border-left-width',
      'border-left-color',
      'border-radius',
    ]);
    expect(box['background-color']).not.toBe(transparent);
    expect(box['border-left-style']).toBe('solid');
    expect(Number.parseFloat(box['border-left-width']!)).toBeGreaterThanOrEqual(3);
    expect(box['border-left-color']).not.toBe(box['background-color']);
    expect(Number.parseFloat(box['border-radius']!)).toBeGreaterThan(0);
    await close();
  });
});

describe('table of contents', () => {
  it("hyphenates long compounds where the browser can (CI's Chromium has no dictionary)", async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1000, height: 900 } });
    await page.goto(`${baseUrl}/de/privacy`);
    // "Kommunikatio|n" without it, in a column a few words wide.
    expect(
      await computed(page, '.table-of-contents', ['hyphens', 'hyphenate-limit-chars']),
    ).toEqual({ hyphens: 'auto', 'hyphenate-limit-chars': '12 5 5' });
    await close();
  });
});

describe('icons', () => {
  it('draws the chevrons with borders, not as SVG images (each a document the browser builds)', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}/de/service/observability`);
    await waitForHydration(page);
    const images = await page.evaluate(() =>
      [...document.querySelectorAll('body *')].flatMap((element) =>
        [null, '::before', '::after'].flatMap((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return ['background-image', 'mask-image', 'list-style-image', 'border-image-source']
            .map((name) => style.getPropertyValue(name))
            .filter((value) => value.includes('url('))
            .map((value) => `${element.className}${pseudo ?? ''}: ${value.slice(0, 60)}`);
        }),
      ),
    );
    expect(images).toEqual([]);
    // The breadcrumb separator and the chevrons of "on this page" and back-to-top are drawn.
    for (const selector of [
      '.breadcrumbs__item',
      '.theme-doc-toc-mobile > button',
      '.theme-back-to-top-button',
    ]) {
      const width = await page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element, '::after').borderTopWidth);
      expect(Number.parseFloat(width), selector).toBeGreaterThan(1);
    }
    await close();
  });
});
