/**
 * What the reader sees: every key state of the German site (and one Japanese
 * page) at desktop (1280×900) and phone (390×844) width, compared with the
 * baselines in e2e/screenshots/ (see src/screenshots.ts; the announcement bar
 * is in announcement.test.ts, which builds the site with one). A missing
 * stylesheet, an unrendered fact or a repeated hit changes the pixels.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { useBrowser } from '../src/browser.js';
import { chunksOfPage, crashOnLimitsPage, openUnnormalised } from '../src/faults.js';
import {
  expectScreenshot,
  openAt,
  quiet,
  settle,
  viewports,
  type ViewportName,
} from '../src/screenshots.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface State {
  name: string;
  /** Brings the page into the state; the page is fresh at the given width. */
  reach(page: Page, width: ViewportName): Promise<void>;
  /** Phone-only states (the mobile menu). */
  only?: ViewportName;
  /** Text that changes with every build or run, covered in the screenshot. */
  mask?: (page: Page) => Locator[];
  /** The browser context's options beyond locale and viewport (JavaScript off). */
  context?: BrowserContextOptions;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await settle(page);
}

async function searchInModal(page: Page, query: string): Promise<void> {
  await visit(page, '/de/overview');
  await page.click('button.nsearch-button');
  await page.fill('input[role="combobox"]', query);
  await page.waitForSelector('[role="option"], .nsearch-no-results, .nsearch-error');
  // The complete answer: a partial one shows fewer groups (and suggests fewer pages after it).
  await page.waitForSelector('.nsearch-body[aria-busy="false"], .nsearch-error');
  await quiet(page);
}

/** Recent searches and favourites kept on the device, as the modal stores chosen hits. */
async function storeSearches(page: Page): Promise<void> {
  await visit(page, '/de/overview');
  await page.evaluate(() => {
    const hit = (n: number, lvl2: string) => ({
      objectID: `seed-${n}`,
      url: `/de/postgresql#seed-${n}`,
      type: 'lvl2',
      content: null,
      hierarchy: { lvl0: 'PostgreSQL', lvl1: 'PostgreSQL', lvl2 },
    });
    const key = (kind: string) => `__DOCSEARCH_${kind}_SEARCHES__nubiva-docs`;
    localStorage.setItem(
      key('RECENT'),
      JSON.stringify([hit(1, 'Datenbank anlegen'), hit(2, 'Tarife')]),
    );
    localStorage.setItem(
      key('FAVORITE'),
      JSON.stringify([hit(3, 'Backups und Wiederherstellung')]),
    );
  });
}

const states: State[] = [
  { name: 'doc-page', reach: (page) => visit(page, '/de/overview') },
  {
    name: 'guide-code-and-tables',
    reach: (page) => visit(page, '/de/postgresql#attach-it-to-a-service'),
  },
  {
    // Once the reader turns to a code block, Docusaurus' block with its buttons takes over.
    name: 'code-block-highlighted',
    reach: async (page) => {
      await visit(page, '/de/postgresql#attach-it-to-a-service');
      await page.hover('article .theme-code-block');
      await page.waitForSelector('article .theme-code-block button[aria-label]');
      await quiet(page);
    },
  },
  {
    // Wide tables scroll sideways on a phone, by keyboard once focused.
    name: 'table-focused',
    only: 'phone',
    reach: async (page) => {
      await visit(page, '/de/postgresql');
      const table = page.locator('article table').nth(1);
      await table.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      // A key pressed while the page still moves focus can get lost (in CI, once, the scroll
      // never came): the key is pressed again until the table scrolls.
      for (let attempt = 1; ; attempt += 1) {
        await table.focus();
        await page.keyboard.press('ArrowRight');
        const scrolled = await table.evaluate(
          (element) =>
            new Promise<boolean>((resolve) => {
              // Smooth scrolling: the picture is taken where the scroll ends, once scrollLeft
              // stayed the same for ten frames.
              const giveUp = Date.now() + 5000;
              let last = -1;
              let same = 0;
              const frame = () => {
                same = element.scrollLeft > 0 && element.scrollLeft === last ? same + 1 : 0;
                last = element.scrollLeft;
                if (same >= 10) resolve(true);
                else if (Date.now() > giveUp) resolve(false);
                else requestAnimationFrame(frame);
              };
              frame();
            }),
        );
        if (scrolled) break;
        if (attempt === 3) throw new Error('the focused table did not scroll on ArrowRight');
      }
      await quiet(page);
    },
  },
  { name: 'example-guide', reach: (page) => visit(page, '/de/examples/python/flask') },
  { name: 'category-index', reach: (page) => visit(page, '/de/examples/python/') },
  {
    name: 'search-button',
    reach: async (page) => {
      await visit(page, '/de/overview');
      await page.hover('button.nsearch-button');
      await quiet(page);
    },
  },
  { name: 'search-modal-hits', reach: (page) => searchInModal(page, 'Datenbank') },
  {
    name: 'search-modal-recent-and-favourites',
    reach: async (page) => {
      await storeSearches(page);
      await page.click('button.nsearch-button');
      await page.waitForSelector('.nsearch-stored');
      await quiet(page);
    },
  },
  {
    name: 'search-modal-no-results',
    reach: async (page) => {
      await searchInModal(page, 'Datenbank');
      await page.fill('input[role="combobox"]', 'Quarkstrudel');
      await page.waitForSelector('.nsearch-no-results');
      await quiet(page);
    },
  },
  {
    name: 'search-modal-failure',
    reach: async (page) => {
      await page.route('**/search-index.json', (route) => route.abort('connectionrefused'));
      await searchInModal(page, 'Datenbank');
      await page.waitForSelector('.nsearch-error');
    },
  },
  {
    name: 'search-page',
    reach: async (page) => {
      await visit(page, '/de/search?q=datenbank');
      await page.waitForSelector('main a.nsearch-hit');
      await quiet(page);
    },
  },
  {
    // Without JavaScript: the hits the project's server put into the page (no hydration).
    name: 'search-page-without-javascript',
    context: { javaScriptEnabled: false },
    reach: async (page) => {
      // Nothing runs in the page (not even a wait for fonts): its requests have settled.
      await page.goto(`${baseUrl}/de/search?q=datenbank`, { waitUntil: 'networkidle' });
    },
  },
  { name: 'not-found', reach: (page) => visit(page, '/de/diese-seite-gibt-es-nicht') },
  {
    name: 'crash',
    reach: async (page, width) => {
      await visit(page, '/de/overview');
      // On a phone the sidebar link is in the mobile menu.
      if (width === 'phone') {
        await page.click('button.navbar__toggle');
        await page.waitForSelector('.navbar-sidebar .theme-doc-sidebar-menu a[href="/de/limit"]');
      }
      await crashOnLimitsPage(page);
      await quiet(page);
    },
  },
  {
    name: 'lazy-load-error',
    // The error names the chunk's URL: the server's port and the build's hash.
    mask: (page) => [page.locator('[role="alert"] pre')],
    reach: async (page) => {
      const chunks = chunksOfPage('de/overview', 'de/limit');
      await page.route('**/de/assets/js/*.js', (route) => {
        const file = new URL(route.request().url()).pathname.split('/').pop()!;
        return chunks.includes(file) ? route.abort('connectionrefused') : route.continue();
      });
      await openUnnormalised(page, baseUrl);
      await page.waitForFunction(() =>
        document
          .querySelector('[role="alert"]')
          ?.textContent?.includes('Diese Seite konnte nicht geladen werden.'),
      );
      await quiet(page);
    },
  },
  {
    // The bundle never runs (as with a wrong base URL): the loader's banner, in German.
    name: 'base-url-banner',
    reach: async (page) => {
      await page.route('**/assets/js/**', (route) => route.abort('connectionrefused'));
      await page.goto(`${baseUrl}/de/`);
      await page.waitForSelector('text=Diese Seite wurde nicht richtig geladen.');
      await quiet(page);
    },
  },
  {
    name: 'mobile-menu',
    only: 'phone',
    reach: async (page) => {
      await visit(page, '/de/service/domain');
      await page.click('button.navbar__toggle');
      await page.waitForSelector('.navbar-sidebar--show');
      await quiet(page);
    },
  },
  {
    // The chevrons drawn with borders (src/css/custom.css): the list open, the chevron turned.
    name: 'toc-open',
    only: 'phone',
    reach: async (page) => {
      await visit(page, '/de/service/observability');
      await page.click('.theme-doc-toc-mobile > button');
      await page.locator('.theme-doc-toc-mobile .table-of-contents').waitFor();
      await quiet(page);
    },
  },
  {
    // Shown when the reader scrolls back up, far from the top.
    name: 'back-to-top',
    only: 'phone',
    reach: async (page) => {
      await visit(page, '/de/service/observability');
      await page.mouse.wheel(0, 3000);
      await page.waitForFunction(() => window.scrollY > 2000);
      await page.mouse.wheel(0, -200);
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector('.theme-back-to-top-button')!).visibility ===
          'visible',
      );
      await quiet(page);
    },
  },
  { name: 'japanese-page', reach: (page) => visit(page, '/ja/overview') },
  {
    // Narrow columns break between phrases, not after each character; the privacy page's
    // recipients table, scrolled to its last column, names each transfer basis in a short link.
    name: 'ja-recipients-table',
    reach: async (page) => {
      await visit(page, '/ja/privacy');
      const table = page.locator('article table').filter({ hasText: '十分性認定' });
      await table.evaluate((element) => {
        element.scrollTo({ left: element.scrollWidth, behavior: 'instant' });
        element
          .querySelectorAll('tbody tr')[3]!
          .scrollIntoView({ block: 'center', behavior: 'instant' });
      });
      await quiet(page);
    },
  },
  {
    // Narrow columns break between words, not after each character.
    name: 'ko-table',
    reach: async (page) => {
      await visit(page, '/ko/service/domain');
      await page.locator('article table').first().scrollIntoViewIfNeeded();
      await quiet(page);
    },
  },
  {
    // A title with a long German compound: on a phone at most 7vw, so the word keeps to its line.
    name: 'long-title',
    reach: (page) => visit(page, '/de/privacy'),
  },
  {
    // After a vote: the thank-you and the optional comment form.
    name: 'page-feedback',
    reach: async (page) => {
      await visit(page, '/de/service/domain');
      const box = page.locator('section[data-page-feedback]');
      await box.getByRole('button', { name: 'Nein', exact: true }).click();
      await box.locator('textarea').waitFor();
      await page.evaluate(() =>
        document.querySelector('section[data-page-feedback]')!.scrollIntoView({ block: 'center' }),
      );
      await quiet(page);
    },
    // Which heading the table of contents marks right after the jump depends on when its scroll
    // handler runs; the state under review is the feedback box.
    mask: (page) => [page.locator('.theme-doc-toc-desktop')],
  },
  {
    name: 'consent-control',
    reach: async (page) => {
      await visit(page, '/de/privacy#consent');
      await page.getByRole('button', { name: 'Statistik-Cookies erlauben' }).waitFor();
      await quiet(page);
    },
  },
  {
    // The legal notice with both direct channels: telephone and e-mail.
    name: 'imprint',
    reach: async (page) => {
      await visit(page, '/de/contact#impressum');
      await page.locator('a[href^="tel:"]').waitFor();
      await quiet(page);
    },
  },
];

describe.each(Object.keys(viewports) as ViewportName[])('at %s width', (width) => {
  it.each(states.filter((state) => !state.only || state.only === width))(
    '$name looks as reviewed',
    async ({ name, reach, mask, context }) => {
      const { page, close } = await openAt(browser(), width, context);
      try {
        await reach(page, width);
        await expectScreenshot(page, `${name}.${width}`, mask?.(page));
      } finally {
        await close();
      }
    },
  );
});
