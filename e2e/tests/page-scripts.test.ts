/**
 * Content first, then scripts (site/src/plugins/fastLoad/pageScripts.ts), compiled off the main thread
 * (site/src/plugins/fastLoad, compileHints), the app started in a task of its own
 * (patches/@docusaurus+core+…+app-in-a-task-of-its-own) and the prefetching of linked routes on
 * intent (patches/@docusaurus+core+…+prefetch-on-intent), in Chromium on the built site.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HYDRATED_MARK, openPage, waitForHydration, useBrowser } from '../src/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Records, from the start of the document, its first frame and the scripts the bundler inserts. */
function recordLoading(): void {
  const record = { firstFrameAt: -1, chunkScripts: [] as { src: string; at: number }[] };
  (window as unknown as { loading: typeof record }).loading = record;
  requestAnimationFrame(() => (record.firstFrameAt = performance.now()));
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        // The bundler's chunk loader marks its script tags (data-rspack; data-webpack with webpack).
        if (
          node instanceof HTMLScriptElement &&
          (node.hasAttribute('data-rspack') || node.hasAttribute('data-webpack'))
        )
          record.chunkScripts.push({ src: node.src, at: performance.now() });
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

const pages = [
  '/de/',
  '/de/service/observability',
  '/de/examples/nodejs/express',
  '/de/search',
  '/de/diese-seite-gibt-es-nicht',
];

describe('page scripts', () => {
  it.each(pages)(
    '%s has no script tags of its own: the loader requests runtime, route chunks and main bundle after the first paint',
    async (path) => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html).not.toMatch(/<script[^>]* src=/);
      const loaderUrls = JSON.parse(
        /\}\)\((\[[^\]]*\])\);<\/script>/.exec(html)?.[1] ?? '[]',
      ) as string[];
      expect(loaderUrls[0]).toMatch(/^\/de\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
      expect(loaderUrls.at(-1)).toMatch(/^\/de\/assets\/js\/main\.[0-9a-f]+\.js$/);
      // V8's compile hint heads the entry scripts (fastLoad piece compileHints), not the route's
      // chunks, nor the style sheet (whose first rule it would void).
      const stylesheet = /<link rel=["']?stylesheet["']? href=["']?([^"' >]+)/.exec(html)?.[1];
      expect(stylesheet).toBeDefined();
      expect(await (await fetch(`${baseUrl}${stylesheet}`)).text()).not.toMatch(/^\/\//);
      for (const url of loaderUrls) {
        const script = await (await fetch(`${baseUrl}${url}`)).text();
        expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(
          /\/(runtime~main|react-dom|main)\.[0-9a-f]+\.js$/.test(url),
        );
      }
      // Icons and eager images come inside the page: each request before the first paint is a
      // round trip that Lighthouse's simulated phone adds to the largest paint.
      const eagerImages = [
        ...html.matchAll(/<img\b(?![^>]*\bloading=["']?lazy)[^>]*\bsrc=["']?([^"' >]+)/g),
      ];
      const icons = [...html.matchAll(/<link\b[^>]*\brel=["']?icon\b[^>]*\bhref=["']?([^"' >]+)/g)];
      // The navbar logo and the favicon at least: a regex that finds none would check nothing.
      expect(eagerImages.length).toBeGreaterThan(0);
      expect(icons.length).toBeGreaterThan(0);
      for (const [, url] of [...eagerImages, ...icons]) expect(url).toMatch(/^data:/);

      const { page, errors, close } = await openPage(browser());
      await page.addInitScript(recordLoading);
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      const result = await page.evaluate((mark) => {
        const { loading } = window as unknown as {
          loading: { firstFrameAt: number; chunkScripts: { src: string; at: number }[] };
        };
        const hydratedAt = performance.getEntriesByName(mark)[0]!.startTime;
        const firstPaintAt = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        const beforeFirstPaint = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < firstPaintAt)
          .map((entry) => new URL(entry.name).pathname);
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
        return {
          firstFrameAt: loading.firstFrameAt,
          firstPaintAt,
          beforeFirstPaint,
          chunkScriptsBeforeHydration: loading.chunkScripts
            .filter((script) => script.at < hydratedAt)
            .map((script) => script.src),
          scripts,
        };
      }, HYDRATED_MARK);
      const requested = (url: string) => result.scripts.find((script) => script.path === url);
      for (const url of loaderUrls) expect(requested(url), url).toBeDefined();
      // Nothing of the bundle is requested before the page's first frame and first paint; the
      // stylesheet is the only request before that paint.
      for (const url of loaderUrls) {
        expect(requested(url)!.startTime, url).toBeGreaterThanOrEqual(result.firstFrameAt);
        expect(requested(url)!.startTime, url).toBeGreaterThanOrEqual(result.firstPaintAt);
      }
      for (const path of result.beforeFirstPaint) expect(path).toMatch(/\.css$/);
      // The route's chunks came with the page: the bundler had to fetch none of its own to hydrate.
      expect(result.chunkScriptsBeforeHydration).toEqual([]);
      expect(errors.filter((error) => !error.includes('404 (Not Found)'))).toEqual([]);
      await close();
    },
  );
});

describe('the app after the main bundle', () => {
  it("evaluates the app's modules in a task after the main bundle's (patch app-in-a-task-of-its-own)", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.addInitScript(() => {
      const seen = { clientModulesBeforeMainEnded: false, clientModules: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      // The link tracker, a client module of the app, adds a capturing auxclick listener to the
      // document when it is evaluated.
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
        if (this === document && args[0] === 'auxclick') seen.clientModules = true;
        return add.apply(this, args);
      } as typeof add;
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.addedNodes)
            if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src))
              // Fired right after the script ran, in the same task.
              node.addEventListener('load', () => {
                seen.clientModulesBeforeMainEnded = seen.clientModules;
              });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/de/service/observability`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { seen: object }).seen)).toEqual({
      clientModulesBeforeMainEnded: false,
      clientModules: true,
    });
    expect(errors).toEqual([]);
    await close();
  });
});

/** The overview on a desktop viewport (its sidebar shows links), hydrated. */
async function hydratedOverview() {
  const opened = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
  await opened.page.goto(`${baseUrl}/de/overview`);
  await waitForHydration(opened.page);
  return opened;
}

describe('prefetching linked routes', () => {
  /** The chunks the page prefetched (<link rel=prefetch>) once it is idle and nothing is added. */
  const settledPrefetches = (page: Page) =>
    page.evaluate(async () => {
      const idle = () => new Promise((resolve) => requestIdleCallback(resolve));
      const tags = () => document.querySelectorAll('link[rel=prefetch]').length;
      // Quiet: no new prefetch tag in 20 idle periods in a row, and each tag's request done.
      for (let count = tags(), calm = 0; calm < 20; calm += 1) {
        await idle();
        if (tags() !== count) [count, calm] = [tags(), 0];
      }
      const hrefs = () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map(
          (tag) => tag.href,
        );
      const entries = () =>
        hrefs().flatMap((href) =>
          (performance.getEntriesByName(href) as PerformanceResourceTiming[]).filter(
            (timing) => timing.initiatorType === 'link',
          ),
        );
      while (entries().length < tags()) await idle();
      return {
        tags: hrefs(),
        prefetched: entries().map((timing) => ({
          url: timing.name,
          bytes: timing.transferSize,
          start: timing.startTime,
          end: timing.responseEnd,
        })),
        scripts: [...document.scripts].map((script) => script.src).filter(Boolean),
      };
    });

  it('prefetches the links in view one chunk after another within a small byte budget, each once', async () => {
    const { page, close } = await hydratedOverview();
    const { tags, prefetched, scripts } = await settledPrefetches(page);
    // Sidebar, navbar and content links of the overview are in view: stock Docusaurus fetched
    // about 85 KiB of their chunks; the budget is 8 KiB, passed by at most the last chunk.
    expect(prefetched.length).toBeGreaterThan(0);
    const bytes = prefetched.map((chunk) => chunk.bytes);
    const total = bytes.reduce((sum, size) => sum + size, 0);
    expect(total - Math.max(...bytes)).toBeLessThan(8 * 1024);
    // One after another: each request starts once the one before it ended.
    for (let i = 1; i < prefetched.length; i += 1)
      expect(prefetched[i]!.start, prefetched[i]!.url).toBeGreaterThanOrEqual(
        prefetched[i - 1]!.end,
      );
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags.filter((url) => scripts.includes(url))).toEqual([]);
    await close();
  });

  it.each([
    ['on a 2g connection', { effectiveType: '2g', saveData: false }],
    ['with data saver on', { effectiveType: '4g', saveData: true }],
  ])('prefetches nothing %s', async (_name, connection) => {
    const opened = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await opened.page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => value });
    }, connection);
    await opened.page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(opened.page);
    expect((await settledPrefetches(opened.page)).tags).toEqual([]);
    await opened.close();
  });

  it.each(['hover', 'focus'] as const)(
    'loads the route of a link on %s, so that its click shows the page without the network',
    async (intent) => {
      const { page, close } = await hydratedOverview();
      await settledPrefetches(page);
      const link = page.locator('.menu a[href="/de/term"]');
      const chunks = () => page.evaluate(() => performance.getEntriesByType('resource').length);
      const before = await chunks();
      if (intent === 'hover') await link.hover();
      else await link.focus();
      // The route's chunks arrive (past the prefetch budget, so only this intent fetched them).
      await expect.poll(chunks).toBeGreaterThan(before);
      await page.waitForLoadState('networkidle');
      await page.context().setOffline(true);
      await link.click();
      await expect.poll(() => page.textContent('h1')).toBe('Nutzungsbedingungen');
      await close();
    },
  );
});
