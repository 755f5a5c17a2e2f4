/**
 * The search interface of spec section 2 on the German site, answered by the
 * site's own index (@nubiva/search): how it opens and closes, what it loads
 * and when, and the results it shows.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../src/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const BUTTON = 'button.DocSearch-Button';
const MODAL = '.DocSearch-Modal';
const INPUT = 'input.DocSearch-Input';
/** A result on the search page (not a heading link of the page before it). */
const RESULT_LINK = 'html.search-page-wrapper main article h2 a';

async function openGermanPage(path = '/de/overview', viewport = { width: 1280, height: 900 }) {
  const tracked = await openPage(browser(), { viewport });
  const requests: string[] = [];
  tracked.page.on('request', (request: Request) => requests.push(request.url()));
  await tracked.page.goto(`${baseUrl}${path}`);
  await tracked.page.waitForFunction(() => 'docusaurus' in window);
  await tracked.page.waitForSelector(BUTTON);
  // Set by the search bar once hydrated, after DocSearch's keyboard listener.
  await tracked.page.waitForSelector('html[data-search="local"]');
  return { ...tracked, requests };
}

async function search(page: Page, query: string): Promise<void> {
  await page.click(BUTTON);
  await page.waitForSelector(INPUT);
  await page.fill(INPUT, query);
  await page.waitForSelector('.DocSearch-Hit, .DocSearch-NoResults, .DocSearch-ErrorScreen');
}

const modalOpen = (page: Page) => page.$(MODAL).then((modal) => modal !== null);

describe('loading', () => {
  it('loads nothing for search on page load and contacts no third party', async () => {
    const { page, requests, close } = await openGermanPage();
    await page.waitForTimeout(1000);
    expect(requests.filter((url) => url.includes('search-index'))).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(baseUrl))).toEqual([]);
    expect(
      await page.$$eval('link[rel=preconnect], link[rel=dns-prefetch]', (links) => links.length),
    ).toBe(0);
    await close();
  });

  it.each(['hover', 'focus'] as const)(
    'loads the engine and the German index on %s of the button',
    async (how) => {
      const { page, requests, close } = await openGermanPage();
      const indexLoaded = page.waitForResponse((response) =>
        response.url().endsWith('/de/search-index.json'),
      );
      if (how === 'hover') await page.hover(BUTTON);
      else await page.focus(BUTTON);
      expect((await indexLoaded).status()).toBe(200);
      expect(await modalOpen(page)).toBe(false);
      expect(requests.filter((url) => !url.startsWith(baseUrl))).toEqual([]);
      await close();
    },
  );
});

describe('opening and closing', () => {
  it('opens on click', async () => {
    const { page, close } = await openGermanPage();
    await page.click(BUTTON);
    await page.waitForSelector(MODAL);
    expect(await page.getAttribute(INPUT, 'placeholder')).toBe('Dokumentation durchsuchen');
    await close();
  });

  it('opens on a key typed while the button has focus, with that key as the query', async () => {
    const { page, close } = await openGermanPage();
    await page.focus(BUTTON);
    await page.keyboard.press('r');
    await page.waitForSelector(MODAL);
    expect(await page.inputValue(INPUT)).toBe('r');
    await close();
  });

  it.each(['Control+k', 'Meta+k'])('opens on %s', async (keys) => {
    const { page, close } = await openGermanPage();
    await page.keyboard.press(keys);
    await page.waitForSelector(MODAL);
    await close();
  });

  it('opens on / outside text inputs but not inside one', async () => {
    const { page, close } = await openGermanPage();
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'probe';
      document.body.append(input);
    });
    await page.focus('#probe');
    await page.keyboard.press('/');
    await page.waitForTimeout(300);
    expect(await modalOpen(page)).toBe(false);
    await page.click('article h1');
    await page.keyboard.press('/');
    await page.waitForSelector(MODAL);
    await close();
  });

  it.each(['Control+f', 'Meta+f'])('does not open on %s', async (keys) => {
    const { page, close } = await openGermanPage();
    await page.click('article h1');
    await page.keyboard.press(keys);
    await page.waitForTimeout(300);
    expect(await modalOpen(page)).toBe(false);
    await close();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { page, close } = await openGermanPage();
    await page.click(BUTTON);
    await page.waitForSelector(MODAL);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button')),
    ).toBe(true);
    await close();
  });
});

describe('results', () => {
  it('limits the query to 64 characters', async () => {
    const { page, close } = await openGermanPage();
    await page.click(BUTTON);
    await page.waitForSelector(INPUT);
    await page.type(INPUT, 'Datenbank '.repeat(8));
    expect((await page.inputValue(INPUT)).length).toBe(64);
    await close();
  });

  it('shows at most 20 hits, at most 5 per page group, with German compound matches', async () => {
    const { page, errors, close } = await openGermanPage();
    await search(page, 'Variablen');
    const groups = await page.$$eval('.DocSearch-Hits', (sections) =>
      sections.map((section) => ({
        title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
        hits: section.querySelectorAll('.DocSearch-Hit').length,
      })),
    );
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((group) => group.hits <= 5)).toBe(true);
    expect(groups.reduce((sum, group) => sum + group.hits, 0)).toBeLessThanOrEqual(20);
    const marked = await page.$$eval('.DocSearch-Hit mark', (marks) =>
      marks.map((mark) => mark.textContent),
    );
    expect(marked.some((text) => /Umgebungsvariable/i.test(text ?? ''))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    [1280, 10],
    [700, 5],
  ])("cuts snippets to at most the spec's words at %i px width", async (width, words) => {
    const { page, close } = await openGermanPage('/de/overview', { width, height: 900 });
    await search(page, 'Dienst');
    // Snippets come from the index's second part: ask again once it has arrived, so the hits
    // shown are the complete index's, not those of the moment the first part answered.
    await page.waitForLoadState('networkidle');
    await page.fill(INPUT, '');
    await page.fill(INPUT, 'Dienst');
    await page.waitForSelector('.DocSearch-Hit .DocSearch-Hit-title');
    const paths = await page.$$eval('.DocSearch-Hit-title, .DocSearch-Hit-path', (nodes) =>
      nodes.map((node) => node.textContent ?? ''),
    );
    const longest = Math.max(
      ...paths.map((text) => text.replace(/…/g, ' ').trim().split(/\s+/).length),
    );
    expect(longest).toBeLessThanOrEqual(words);
    expect(longest).toBeGreaterThan(1);
    await close();
  });

  it('opens a hit at its URL, without reloading the page', async () => {
    const { page, close } = await openGermanPage();
    await search(page, 'PostgreSQL');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const url = await page.getAttribute('.DocSearch-Hit a', 'data-url');
    expect(url).toMatch(/^\/de\//);
    await page.click('.DocSearch-Hit a');
    await page.waitForURL((current) => `${current.pathname}${current.hash}` === url);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await modalOpen(page)).toBe(false);
    await close();
  });

  it('opens a hit in a new tab on Ctrl+click and keeps the modal open', async () => {
    const { page, close } = await openGermanPage();
    await search(page, 'PostgreSQL');
    const url = await page.getAttribute('.DocSearch-Hit a', 'data-url');
    const opened = page.context().waitForEvent('page');
    await page.click('.DocSearch-Hit a', { modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL((current) => `${current.pathname}${current.hash}` === url);
    expect(await modalOpen(page)).toBe(true);
    await close();
  });

  it('holds no interactive content inside the result options', async () => {
    const { page, close } = await openGermanPage();
    await search(page, 'PostgreSQL');
    const focusable = await page.$$eval(
      '[role="option"] a[href], [role="option"] button, [role="option"] [tabindex]',
      (elements) => elements.length,
    );
    expect(focusable).toBe(0);
    await close();
  });

  it('leads from "Alle … Ergebnisse anzeigen" to the search page, which answers too', async () => {
    const { page, requests, close } = await openGermanPage();
    await search(page, 'Datenbank');
    const footer = page.locator('.DocSearch-HitsFooter a');
    expect(await footer.textContent()).toMatch(/^Alle \d+ Ergebnisse anzeigen$/);
    await footer.click();
    await page.waitForURL(
      (url) => url.pathname === '/de/search' && url.searchParams.get('q') === 'Datenbank',
    );
    await page.waitForSelector(RESULT_LINK);
    expect(await page.textContent('h1')).toBe('Suchergebnisse für „Datenbank“');
    await page.waitForSelector('text=/\\d+ Dokumente gefunden/');
    expect(requests.filter((url) => !url.startsWith(baseUrl))).toEqual([]);
    await close();
  });

  it('counts the current query in "Alle … Ergebnisse anzeigen", typed key by key and again', async () => {
    const query = 'Datenbank sichern';
    const { page, close } = await openGermanPage(`/de/search?q=${encodeURIComponent(query)}`);
    await page.waitForSelector(RESULT_LINK);
    const found = await page.textContent('text=/\\d+ Dokumente gefunden/');
    const onSearchPage = Number(/(\d+) Dokumente gefunden/.exec(found ?? '')?.[1]);
    expect(onSearchPage).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/de/overview`);
    await page.waitForSelector('html[data-search="local"]');
    const footer = page.locator('.DocSearch-HitsFooter a');
    const count = async (): Promise<number> =>
      Number(/^Alle (\d+) Ergebnisse anzeigen$/.exec((await footer.textContent()) ?? '')?.[1]);
    await page.click(BUTTON);
    await page.waitForSelector(INPUT);
    // Typed as a reader types, then again after clearing: the modal answers every prefix, and
    // once the last answer is in, its count is the search page's (a count that adds up the
    // prefixes' answers never comes back down to it).
    for (const round of ['typed', 'typed again']) {
      if (round === 'typed again') await page.fill(INPUT, '');
      await page.locator(INPUT).pressSequentially(query, { delay: 40 });
      await footer.waitFor();
      await expect.poll(count, { message: round, timeout: 10_000 }).toBe(onSearchPage);
    }
    await close();
  });

  it('answers the search page when opened directly', async () => {
    const { page, close } = await openGermanPage('/de/search?q=Zertifikate');
    await page.waitForSelector(RESULT_LINK);
    const links = await page.$$eval(RESULT_LINK, (anchors) =>
      anchors.map((a) => a.getAttribute('href')),
    );
    expect(links.some((href) => href?.startsWith('/de/service/domain'))).toBe(true);
    await close();
  });
});

describe('messages', () => {
  it('shows the German failure messages when the index cannot be loaded', async () => {
    const { page, close } = await openGermanPage();
    await page.route('**/search-index.json', (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
    await search(page, 'Redis');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    const text = await page.textContent('.DocSearch-ErrorScreen');
    expect(text).toContain('Ergebnisse konnten nicht geladen werden');
    expect(text).toContain('Prüfe am besten deine Netzwerkverbindung.');
    await close();
  });

  it('shows the German no-results screen with suggestions and the report link', async () => {
    const { page, close } = await openGermanPage();
    await search(page, 'Redis');
    await page.fill(INPUT, 'Xylophonunterricht');
    await page.waitForSelector('.DocSearch-NoResults');
    const text = (await page.textContent('.DocSearch-NoResults')) ?? '';
    expect(text).toContain('Keine Ergebnisse für');
    expect(text).toContain('Xylophonunterricht');
    expect(text).toContain('Versuch es mit');
    expect(text).toContain('Du meinst, diese Suche sollte Ergebnisse liefern?');
    const link = page.locator('.DocSearch-NoResults a', { hasText: 'Sag uns Bescheid.' });
    expect(await link.getAttribute('href')).toContain(encodeURIComponent('Xylophonunterricht'));
    await close();
  });
});
