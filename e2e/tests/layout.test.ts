import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, formatViolation } from '../../bench/budgets/measure.mjs';
import { openPage, useBrowser, waitForHydration } from '../src/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Each element's text as the screen shows it, a string per line (read character by character). */
function readLines(elements: Element[]): string[][] {
  return elements.map((element) => {
    const lines: string[] = [];
    let lineTop = -Infinity;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        // A line starts where a character sits below the previous one.
        if (box.height > 0 && box.top > lineTop + box.height / 2) {
          lineTop = box.top;
          lines.push('');
        }
        if (lines.length > 0) lines.push(lines.pop()! + node.textContent!.charAt(i));
      }
    }
    return lines;
  });
}

/** The lines of each element matching `selector` on the page at `path`. */
async function linesAt(page: Page, path: string, selector: string): Promise<string[][]> {
  await page.goto(`${baseUrl}${path}`);
  return page.$$eval(selector, readLines);
}

describe('navbar (docs/requirements.md#navbar-items)', () => {
  it('shows Dokumente, Beispiele, search, languages, Discord and the main site, in that order', async () => {
    const { page, errors, close } = await openPage(browser(), {
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`${baseUrl}/de/overview`);
    const items = await page.$$eval('.navbar__items > *:not(.navbar__brand)', (elements) =>
      elements.map((element) => {
        if (
          element.querySelector('.nsearch-button, [class*="searchBox"]') ||
          element.className.includes('searchBox')
        ) {
          return 'search';
        }
        return (element as HTMLElement).innerText.trim();
      }),
    );
    expect(items.filter((item) => item !== '')).toEqual([
      'Dokumente',
      'Beispiele',
      'search',
      'Deutsch',
      'Tritt Discord bei',
      'Gehe zu Nubiva',
    ]);
    const mainSite = new URL(
      (await page.getAttribute('a:has-text("Gehe zu Nubiva")', 'href')) ?? '',
    );
    expect(mainSite.hostname).toBe('nubiva.example');
    expect(Object.fromEntries(mainSite.searchParams)).toEqual({
      utm_source: 'docs',
      utm_medium: 'navbar',
      utm_content: 'de',
    });
    expect(await page.getAttribute('a:has-text("Tritt Discord bei")', 'href')).toMatch(
      /^https:\/\/discord\./,
    );
    expect(await page.getAttribute('a:has-text("Dokumente")', 'href')).toBe('/de/');
    expect(await page.getAttribute('.navbar__items a:has-text("Beispiele")', 'href')).toBe(
      '/de/examples/',
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the brand whole on the narrowest desktop navbar, in every language', async () => {
    // 997 px: the first width with the items beside the brand; German's are the widest.
    const { page, close } = await openPage(browser(), { viewport: { width: 997, height: 800 } });
    for (const prefix of ['', '/ja', '/ko', '/de']) {
      await page.goto(`${baseUrl}${prefix}/overview`);
      const title = await page
        .locator('.navbar__title')
        .evaluate((element) => [element.textContent, element.scrollWidth <= element.clientWidth]);
      expect(title, prefix || '/').toEqual(['Nubiva', true]);
    }
    await close();
  });
});

describe('footer', () => {
  it('has the logo and the groups Ressourcen, Kontakt and Unternehmen with origin-marked main-site links', async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${baseUrl}/de/`);
    const groups = await page.$$eval('.footer__col', (columns) =>
      columns.map((column) => ({
        title: column.querySelector('.footer__title')?.textContent?.trim(),
        links: Array.from(column.querySelectorAll('a')).map((a) => ({
          label: a.textContent?.trim(),
          href: a.getAttribute('href'),
        })),
      })),
    );
    expect(groups.map((group) => group.title)).toEqual(['Ressourcen', 'Kontakt', 'Unternehmen']);
    expect(groups[0]!.links).toEqual([
      { label: 'Beispiele', href: '/de/examples/' },
      { label: 'Dokumente', href: '/de/' },
      { label: 'Datenschutzerklärung', href: '/de/privacy' },
      // The reader's choice about statistics cookies.
      { label: 'Cookie-Einstellungen', href: '/de/privacy#consent' },
      // The Impressum (§ 5 DDG), one click from every page.
      { label: 'Impressum', href: '/de/contact#impressum' },
    ]);
    const contact = groups[1]!.links.map((link) => new URL(link.href!).hostname);
    expect(contact).toEqual(expect.arrayContaining(['discord.gg', 'x.com', 'github.com']));
    expect(contact.some((host) => /substack|medium|dev\.to/.test(host))).toBe(true);
    expect(groups[2]!.links.map((link) => link.label)).toEqual(['Website', 'Über uns', 'Preise']);
    for (const link of groups[2]!.links) {
      const url = new URL(link.href!);
      expect(url.hostname).toBe('nubiva.example');
      expect(url.searchParams.get('utm_source')).toBe('docs');
      expect(url.searchParams.get('utm_medium')).toBe('footer');
      expect(url.searchParams.get('utm_content')).toBe('de');
    }
    const logo = await page.$('.footer__logo');
    expect(logo).not.toBeNull();
    expect(await logo!.getAttribute('width')).toBeTruthy();
    await close();
  });
});

describe('theme settings (docs/requirements.md#page-layout)', () => {
  it('is light only, with no colour-mode switch, even when the system prefers dark', async () => {
    const { page, close } = await openPage(browser(), { colorScheme: 'dark' });
    await page.goto(`${baseUrl}/de/overview`);
    await page.waitForFunction(() => 'docusaurus' in window);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await page.$$('[class*="colorModeToggle"], button[title*="Modus"]')).toHaveLength(0);
    await close();
  });

  it('has a docs sidebar that cannot be hidden and categories that cannot be collapsed', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/de/service/domain`);
    await page.waitForSelector('.theme-doc-sidebar-container');
    expect(await page.$$('button[title="Seitenleiste einklappen"]')).toHaveLength(0);
    const categories = await page.$$('.theme-doc-sidebar-item-category');
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(
      await page.$$(
        '.theme-doc-sidebar-item-category .menu__caret, .theme-doc-sidebar-item-category button.clean-btn',
      ),
    ).toHaveLength(0);
    expect(
      await page.$$(
        '.theme-doc-sidebar-item-category .menu__list-item-collapsible--collapsed, .menu__list-item--collapsed',
      ),
    ).toHaveLength(0);
    // Every page of the sidebar is reachable without expanding anything.
    const visibleLinks = await page.$$eval('.theme-doc-sidebar-menu a.menu__link', (links) =>
      links
        .filter((link) => (link as HTMLElement).offsetParent !== null)
        .map((link) => link.getAttribute('href')),
    );
    expect(visibleLinks).toContain('/de/service/async');
    expect(visibleLinks).toContain('/de/privacy');
    await close();
  });

  it('lets a keyboard scroll the tables a phone shows wider than the screen (axe at 390 px)', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    // Each holds a wide table of a fact component and wide Markdown tables.
    for (const path of ['/de/postgresql', '/de/redis/']) {
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      const scrolling = await page.$$eval(
        'article table',
        (tables) => tables.filter((table) => table.scrollWidth > table.clientWidth).length,
      );
      expect(scrolling, path).toBeGreaterThan(0);
      expect((await axeViolations(page)).map(formatViolation), path).toEqual([]);
    }
    await close();
  });

  it('breaks Japanese and Korean table cells between phrases and words, not after each character (390 px)', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    for (const path of ['/ja/service/domain', '/ko/service/domain', '/ja/limit', '/ko/limit']) {
      // A letter alone on its line, with a letter right before or after it, is a word split apart.
      const cells = await linesAt(page, path, 'article :is(th, td)');
      const letter = (character = '') => /\p{L}/u.test(character);
      const loneCharacters = cells.flatMap((lines) =>
        lines.flatMap((line, i) => {
          const at = line.search(/\S/);
          if (line.trim().length !== 1 || !letter(line[at])) return [];
          const before = at > 0 ? line[at - 1] : lines[i - 1]?.at(-1);
          const after = at < line.length - 1 ? line[at + 1] : lines[i + 1]?.[0];
          return letter(before) || letter(after) ? [`${lines.join('')}: ${line[at]}`] : [];
        }),
      );
      expect(loneCharacters, path).toEqual([]);
    }
    await close();
  });

  it('ends Japanese paragraphs and list items on more than one character (390 px)', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    // The pages where one had "す。" or "る" alone on its last line (18 blocks of 201).
    for (const path of [
      '/ja/12factors',
      '/ja/overview',
      '/ja/service/',
      '/ja/fair-use',
      '/ja/redis',
    ]) {
      const blocks = await linesAt(page, path, 'article .markdown :is(p, li)');
      const lone = blocks
        .filter((lines) => lines.length > 1)
        .map((lines) => lines.at(-1)!.replace(/[\s。、）」]/g, ''))
        .filter((last) => [...last].length === 1);
      expect(lone, path).toEqual([]);
    }
    await close();
  });

  it('fits each word of titles, headings and the previous/next links on its line, from 320 px phones to desktops', async () => {
    // 1000 and 1280 px: a desktop's column with the copy-page button beside the title.
    for (const width of [320, 390, 1000, 1280]) {
      const { page, close } = await openPage(browser(), { viewport: { width, height: 844 } });
      // The longest German compounds of titles, section headings and previous/next links, and
      // titles of 12–13-letter words that were cut beside the copy-page button at 1000 px.
      for (const path of [
        '/de/privacy',
        '/de/term',
        '/de/examples/ai/hg-image',
        '/de/',
        '/de/service/path-based',
        '/service/observability',
        '/de/serverless-vs-persistent',
        '/de/service/continuous-deployments',
        '/de/service/observability',
        '/de/service/connect-to-github',
        '/postgresql',
      ]) {
        const blocks = await linesAt(page, path, 'article :is(h1, h2), .pagination-nav__label');
        // A line that ends in a letter followed by one that starts with a letter: a word cut.
        const cut = blocks.flatMap((lines) =>
          lines
            .slice(1)
            .filter((line, i) => /\p{L}$/u.test(lines[i]!) && /^\p{L}/u.test(line))
            .map((line) => `${lines.join('|')} (at ${line})`),
        );
        expect(cut, `${path} at ${width} px`).toEqual([]);
      }
      await page.goto(`${baseUrl}/de/overview`);
      const size = await page
        .locator('article h1')
        .evaluate((title) => getComputedStyle(title).fontSize);
      // Infima's: 2rem on a phone, 3rem wider.
      expect(size, `a title whose words fit keeps its size at ${width} px`).toBe(
        width <= 576 ? '32px' : '48px',
      );
      await close();
    }
  });

  it('lists h2 and h3 headings in the table of contents, nothing deeper', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    const checked: string[] = [];
    for (const path of [
      '/de/overview',
      '/de/service/domain',
      '/de/postgresql',
      '/de/limit',
      '/de/examples/nodejs/express',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      const headings = await page.$$eval(
        'article .markdown h2[id], article .markdown h3[id], article .markdown h4[id]',
        (elements) => elements.map((element) => ({ id: element.id, level: element.tagName })),
      );
      const tocTargets = await page.$$eval('.table-of-contents a', (links) =>
        links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))),
      );
      const expected = headings
        .filter((heading) => heading.level !== 'H4')
        .map((heading) => heading.id);
      expect(tocTargets, path).toEqual(expected);
      checked.push(path);
    }
    expect(checked).toHaveLength(5);
    await close();
  });
});

describe('untranslated pages', () => {
  // Every page has a ja and a ko translation now; the notice stays for pages added
  // later without one (site/test/untranslated-ja-ko.test.ts checks the bundles and isUntranslated).
  it.each([
    ['ja', '概要'],
    ['ko', '개요'],
  ])('a %s page shows its translation without the notice', async (locale, title) => {
    const { page, close } = await openPage(browser());
    await page.goto(`${baseUrl}/${locale}/overview`);
    await page.waitForSelector('article h1');
    expect(await page.textContent('article h1')).toBe(title);
    expect(await page.$$('[data-untranslated-notice]')).toHaveLength(0);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    await close();
  });

  it('German and English pages show no notice', async () => {
    const { page, close } = await openPage(browser());
    for (const path of ['/de/overview', '/overview', '/de/examples/']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForSelector('article');
      expect(await page.$$('[data-untranslated-notice]'), path).toHaveLength(0);
    }
    await close();
  });
});
