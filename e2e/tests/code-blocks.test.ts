/**
 * Code blocks without Prism in the first load (site/src/plugins/fastLoad/theme/CodeBlock):
 * the static HTML is highlighted, hydration keeps it untouched, the
 * highlighter chunk loads only when the reader turns to a code block and then
 * renders the same code with Docusaurus' buttons; pages reached by
 * client-side navigation are highlighted too. No hydration error on the way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration, useBrowser } from '../src/browser.js';
import { grantConsent } from '../src/recording.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Prism's grammars (and nothing else in the site's scripts) use lookbehind patterns. */
const PRISM_MARKER = 'lookbehind:';
const COPY_BUTTON = 'button[aria-label="In die Zwischenablage kopieren"]';

/** What the page's code blocks show: their text and how many highlighted tokens they hold. */
function codeBlocks(page: Page): Promise<{ texts: string[]; tokens: number; copyButtons: number }> {
  return page.evaluate((copyButton) => {
    const blocks = [...document.querySelectorAll('.theme-code-block')];
    return {
      texts: blocks.map((block) => block.querySelector('pre')?.textContent ?? ''),
      tokens: blocks.reduce((sum, block) => sum + block.querySelectorAll('.token').length, 0),
      copyButtons: document.querySelectorAll(copyButton).length,
    };
  }, COPY_BUTTON);
}

describe('code blocks', () => {
  it('keep the highlighted static HTML through hydration and load the highlighter on interest only', async () => {
    const { page, errors, close } = await openPage(browser());
    // With consent the tracker sends page_enter, the sign that the page's start-up is done.
    await page.addInitScript(grantConsent);
    const staticHtml = await (await fetch(`${baseUrl}/de/service/observability`)).text();
    const staticTokens = staticHtml.match(/class="token /g)?.length ?? 0;
    expect(staticTokens).toBeGreaterThan(50);

    // Nothing of the highlighter is fetched until the reader turns to a code block.
    const prismScripts: string[] = [];
    /** One per script requested: settles once its body has been checked. */
    const scriptChecks: Promise<void>[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('.js')) return;
      scriptChecks.push(
        request
          .response()
          .then((response) => response?.text())
          .then((body) => {
            if (body?.includes(PRISM_MARKER)) prismScripts.push(request.url());
          }),
      );
    });
    // The last of the page's start-up work: the tracker starts once the page is hydrated, loaded
    // and idle, fetches its chunk, waits for another idle period and sends page_enter.
    const pageEnterSent = page.waitForRequest(
      (request) => request.url().endsWith('/lc_t') && !!request.postData()?.includes('page_enter'),
      { timeout: 15_000 },
    );
    await page.goto(`${baseUrl}/de/service/observability`, { waitUntil: 'load' });
    await waitForHydration(page);
    const hydrated = await codeBlocks(page);
    expect(hydrated.texts.length).toBeGreaterThanOrEqual(4);
    expect(hydrated.tokens).toBe(staticTokens);
    await pageEnterSent;
    // Every script the page asked for until then, checked.
    await Promise.all(scriptChecks);
    expect(prismScripts).toEqual([]);
    expect((await codeBlocks(page)).copyButtons).toBe(0);

    await page.hover('.theme-code-block');
    await page.waitForSelector(COPY_BUTTON);
    const highlighted = await codeBlocks(page);
    expect(highlighted.texts).toEqual(hydrated.texts);
    expect(highlighted.tokens).toBe(staticTokens);
    expect(highlighted.copyButtons).toBe(hydrated.texts.length);
    await expect.poll(() => prismScripts.length).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('are highlighted on a page reached by client-side navigation', async () => {
    const { page, errors, close } = await openPage(browser(), {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(`${baseUrl}/de/service/observability`);
    await waitForHydration(page);
    // Straight to the next page, without touching a code block first.
    await page.click('nav.menu a[href="/de/service/async"]');
    await page.waitForURL(/\/de\/service\/async$/);
    await page.waitForSelector(`article ${COPY_BUTTON}`);
    const blocks = await codeBlocks(page);
    expect(blocks.texts.length).toBeGreaterThan(0);
    expect(blocks.tokens).toBeGreaterThan(20);
    expect(blocks.copyButtons).toBe(blocks.texts.length);
    expect(errors).toEqual([]);
    await close();
  });
});
