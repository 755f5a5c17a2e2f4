/**
 * Markdown twins for agents in the browser and over HTTP, against the built site: the German
 * copy-page menu (clipboard content, keyboard, axe), its .md and assistant
 * links, its code loading only on interest and no third-party request before
 * a click; the Markdown twins served by content negotiation; the menu's
 * tracker event.
 */
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, formatViolation } from '../../bench/budgets/measure.mjs';
import { useBrowser, waitForHydration } from '../src/browser.js';
import { grantConsent } from '../src/recording.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const page = '/de/service/domain';

interface SentBatch {
  events: { event: string; params: Record<string, unknown> }[];
}

/** A German context that may use the clipboard and records every request and tracker batch. */
async function openGerman() {
  const context = await browser().newContext({
    locale: 'de-DE',
    viewport: { width: 1280, height: 900 },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  // The menu's clicks are tracker events: sent with the reader's consent only.
  await context.addInitScript(grantConsent);
  const requests: string[] = [];
  const batches: SentBatch[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await context.route('**/lc_t', async (route) => {
    if (route.request().method() === 'POST') batches.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  // The assistants are answered here: a click must reach them, nothing else may.
  await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>assistant</title>' }),
  );
  const tab = await context.newPage();
  const thirdParty = () => requests.filter((url) => !url.startsWith(baseUrl));
  return { context, tab, requests, batches, thirdParty };
}

describe('copy-page menu (German)', () => {
  it('copies the page as Markdown, opens it and the assistants, keyboard and screen-reader ready', async () => {
    const { context, tab, batches, thirdParty } = await openGerman();
    try {
      await tab.goto(`${baseUrl}${page}`);
      await waitForHydration(tab);
      await tab.waitForLoadState('networkidle');
      const copy = tab.getByRole('button', { name: 'Seite kopieren', exact: true });
      const more = tab.getByRole('button', { name: 'Weitere Optionen' });
      expect(await copy.isVisible()).toBe(true);
      expect(await more.getAttribute('aria-haspopup')).toBe('menu');
      expect(await more.getAttribute('aria-expanded')).toBe('false');

      // Its code is not part of the first load: showing interest loads it.
      // (A script element's request: the idle prefetching of links requests as `other`.)
      const menuCode = tab.waitForRequest((request) => request.resourceType() === 'script');
      await copy.hover();
      await menuCode;

      // "Seite kopieren": the clipboard holds the page's Markdown twin.
      const twin = await (await fetch(`${baseUrl}${page}.md`)).text();
      // A pointer to the locale's llms.txt and the MCP server, then the page.
      expect(twin).toMatch(/^> .*\/de\/llms\.txt.*\n\n# Eigene Domains\n/);
      await copy.click();
      await tab.getByRole('status').filter({ hasText: 'Kopiert' }).waitFor();
      expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(twin);

      // The menu by keyboard: Enter opens it on its first item, arrows move, Escape returns.
      await more.focus();
      await tab.keyboard.press('Enter');
      const menu = tab.getByRole('menu');
      await menu.waitFor();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      const items = menu.getByRole('menuitem');
      expect(await items.allTextContents()).toEqual([
        'Seite kopieren',
        'Als Markdown ansehen',
        'In ChatGPT öffnen',
        'In Claude öffnen',
      ]);
      const focused = () => tab.evaluate(() => document.activeElement?.textContent);
      expect(await focused()).toBe('Seite kopieren');
      await tab.keyboard.press('ArrowDown');
      expect(await focused()).toBe('Als Markdown ansehen');
      await tab.keyboard.press('End');
      expect(await focused()).toBe('In Claude öffnen');
      await tab.keyboard.press('ArrowDown');
      expect(await focused()).toBe('Seite kopieren');
      expect((await axeViolations(tab)).map(formatViolation)).toEqual([]);

      // The links: the twin, and the assistants with a German prompt naming it.
      const markdownUrl = `${baseUrl}${page}.md`;
      expect(await items.nth(1).getAttribute('href')).toBe(`${page}.md`);
      const chatGpt = new URL((await items.nth(2).getAttribute('href'))!);
      expect(chatGpt.origin).toBe('https://chatgpt.com');
      expect(chatGpt.searchParams.get('q')).toBe(
        `Lies ${markdownUrl}, damit ich dir Fragen dazu stellen kann.`,
      );
      const claude = new URL((await items.nth(3).getAttribute('href'))!);
      expect(`${claude.origin}${claude.pathname}`).toBe('https://claude.ai/new');
      expect(claude.searchParams.get('q')).toContain(markdownUrl);
      await tab.keyboard.press('Escape');
      expect(await menu.count()).toBe(0);
      expect(await tab.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Weitere Optionen',
      );
      expect(thirdParty()).toEqual([]);

      // "Als Markdown ansehen" opens the twin, which Chromium shows as text.
      await more.click();
      const [markdownTab] = await Promise.all([
        context.waitForEvent('page'),
        tab.getByRole('menuitem', { name: 'Als Markdown ansehen' }).click(),
      ]);
      await markdownTab.waitForLoadState();
      expect(markdownTab.url()).toBe(markdownUrl);
      expect(await markdownTab.textContent('body')).toBe(twin);
      await markdownTab.close();

      // "In ChatGPT öffnen": the first request to a third party follows the click.
      expect(thirdParty()).toEqual([]);
      await more.click();
      const [assistantTab] = await Promise.all([
        context.waitForEvent('page'),
        tab.getByRole('menuitem', { name: 'In ChatGPT öffnen' }).click(),
      ]);
      await assistantTab.waitForLoadState();
      expect(thirdParty().map((url) => new URL(url).origin)).toEqual(['https://chatgpt.com']);
      await assistantTab.close();

      // Menu choices are tracker events (sent when the page is hidden at the latest).
      await tab.goto('about:blank');
      const deadline = Date.now() + 15_000;
      const reported = () =>
        batches
          .flatMap((batch) => batch.events)
          .filter((event) => event.event === 'copy_page_menu')
          .map((event) => event.params.action);
      while (reported().length < 3 && Date.now() < deadline) await tab.waitForTimeout(100);
      expect(reported()).toEqual(['copy', 'view_markdown', 'chatgpt']);
    } finally {
      await context.close();
    }
  });

  it('speaks the reader’s language on every locale, on docs and example pages', async () => {
    const labels: Record<string, string> = {
      '/de/examples/nodejs/express': 'Seite kopieren',
      '/examples/nodejs/express': 'Copy page',
      '/ja/service/domain': 'ページをコピー',
      '/ko/redis/': '페이지 복사',
    };
    for (const [path, label] of Object.entries(labels)) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain(`>${label}</button>`);
    }
  });
});

describe('Markdown twins over HTTP', () => {
  it('answers a page asked for as Markdown with its twin, browsers with HTML', async () => {
    const markdown = await fetch(`${baseUrl}/de/redis/`, {
      headers: { Accept: 'text/markdown', 'User-Agent': 'ClaudeBot/1.0' },
    });
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('vary')).toBe('Accept-Encoding, Accept');
    expect(await markdown.text()).toBe(await (await fetch(`${baseUrl}/de/redis/index.md`)).text());
    const html = await fetch(`${baseUrl}/de/redis/`, {
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const llms = await fetch(`${baseUrl}/de/llms.txt`);
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await llms.text()).toMatch(/^# Nubiva\n\n> Die Dokumentation/);
  });
});
