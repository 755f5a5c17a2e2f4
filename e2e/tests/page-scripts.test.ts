/**
 * Content first, then scripts (site/src/plugins/pageScripts.ts), and the
 * prefetching of linked routes in idle time (site/src/plugins/scheduledPrefetch),
 * in Chromium on the built site.
 */
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
    '%s has no script tags of its own: the loader requests runtime, route chunks and main bundle after the first frame',
    async (path) => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html).not.toMatch(/<script[^>]* src=/);
      const loaderUrls = JSON.parse(
        /\}\)\((\[[^\]]*\])\);<\/script>/.exec(html)?.[1] ?? '[]',
      ) as string[];
      expect(loaderUrls[0]).toMatch(/^\/de\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
      expect(loaderUrls.at(-1)).toMatch(/^\/de\/assets\/js\/main\.[0-9a-f]+\.js$/);

      const { page, errors, close } = await openPage(browser());
      await page.addInitScript(recordLoading);
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      const result = await page.evaluate((mark) => {
        const { loading } = window as unknown as {
          loading: { firstFrameAt: number; chunkScripts: { src: string; at: number }[] };
        };
        const hydratedAt = performance.getEntriesByName(mark)[0]!.startTime;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
        return {
          firstFrameAt: loading.firstFrameAt,
          chunkScriptsBeforeHydration: loading.chunkScripts
            .filter((script) => script.at < hydratedAt)
            .map((script) => script.src),
          scripts,
        };
      }, HYDRATED_MARK);
      const requested = (url: string) => result.scripts.find((script) => script.path === url);
      for (const url of loaderUrls) expect(requested(url), url).toBeDefined();
      // Nothing of the bundle is requested before the page's first frame.
      for (const url of loaderUrls)
        expect(requested(url)!.startTime, url).toBeGreaterThanOrEqual(result.firstFrameAt);
      // The route's chunks came with the page: the bundler had to fetch none of its own to hydrate.
      expect(result.chunkScriptsBeforeHydration).toEqual([]);
      expect(errors.filter((error) => !error.includes('404 (Not Found)'))).toEqual([]);
      await close();
    },
  );
});

/** The overview on a desktop viewport (its sidebar shows links), hydrated. */
async function hydratedOverview() {
  const opened = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
  await opened.page.goto(`${baseUrl}/de/overview`);
  await waitForHydration(opened.page);
  return opened;
}

describe('prefetching linked routes', () => {
  it('queues a prefetch and creates its <link rel=prefetch> tags in an idle period, not at once', async () => {
    const { page, close } = await hydratedOverview();
    const result = await page.evaluate(async () => {
      const count = () => document.querySelectorAll('link[rel=prefetch]').length;
      // A page no link on the overview points to, so nothing else prefetches it, in another
      // docs plugin (examples), so none of its chunks is loaded already.
      const { docusaurus } = window as unknown as {
        docusaurus: { prefetch(path: string): false | Promise<unknown> };
      };
      const before = count();
      const pending = docusaurus.prefetch('/de/examples/nodejs/express');
      const afterCall = count();
      const again = docusaurus.prefetch('/de/examples/nodejs/express');
      await pending;
      return {
        before,
        afterCall,
        afterIdle: count(),
        again,
        isPromise: pending instanceof Promise,
      };
    });
    expect(result.isPromise).toBe(true);
    expect(result.afterCall).toBe(result.before);
    expect(result.afterIdle).toBeGreaterThan(result.before);
    expect(result.again).toBe(false);
    await close();
  });

  it('prefetches each chunk once, and none the page has loaded as a script', async () => {
    const { page, close } = await hydratedOverview();
    const { prefetched, scripts } = await page.evaluate(async () => {
      const { docusaurus } = window as unknown as {
        docusaurus: { prefetch(path: string): false | Promise<unknown> };
      };
      // Sibling pages share the docs layout chunks (loaded here) and the examples plugin's.
      await Promise.all([
        docusaurus.prefetch('/de/examples/nodejs/express'),
        docusaurus.prefetch('/de/examples/python/flask'),
        docusaurus.prefetch('/de/service/observability'),
      ]);
      const hrefs = (selector: string, attribute: string) =>
        [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
      return {
        prefetched: hrefs('link[rel=prefetch]', 'href'),
        scripts: hrefs('script[src]', 'src'),
      };
    });
    expect(prefetched.length).toBeGreaterThan(0);
    expect(new Set(prefetched).size).toBe(prefetched.length);
    expect(prefetched.filter((href) => scripts.includes(href))).toEqual([]);
    await close();
  });

  it('prefetches the chunks of the links in view once the page is idle', async () => {
    const { page, close } = await hydratedOverview();
    // The sidebar links to the limits page; its content chunk carries the page's title.
    await page.waitForFunction(async () => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')];
      for (const link of links) {
        const text = await (await fetch(link.href)).text();
        if (text.includes('"title":"Limits"')) return true;
      }
      return false;
    });
    await close();
  });
});
