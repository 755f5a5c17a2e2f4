/**
 * Faults the browser tests produce for real: components that crash while they
 * render, and the script chunks of one page (to fail or slow them).
 * Shared by the error-screen tests and the screenshot tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { siteBuildDir } from './site.js';

const descriptionOf = (route: string): string => {
  const html = fs.readFileSync(path.join(siteBuildDir, route, 'index.html'), 'utf8');
  const description = /<meta[^>]*name=description[^>]*content="([^"]+)"/.exec(html)?.[1];
  if (!description) throw new Error(`no description in ${route}`);
  return description.slice(0, 40);
};

/**
 * The script chunks that only the given German page needs: those containing
 * its meta description (its MDX content and metadata) but not the
 * description of another page (the shared sidebar and version data).
 */
export function chunksOfPage(route: string, otherRoute: string): string[] {
  const own = descriptionOf(route);
  const other = descriptionOf(otherRoute);
  const dir = path.join(siteBuildDir, 'de', 'assets', 'js');
  const chunks = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      return text.includes(own) && !text.includes(other);
    });
  if (chunks.length === 0) throw new Error(`no chunk of ${route} found`);
  return chunks;
}

/**
 * Opens `/de/overview/index.html` the way a plain static host serves it (the
 * page's HTML, no redirect). The router normalises the address after the
 * first render, so the page's own chunk loads lazily and its loading states
 * show.
 */
export async function openUnnormalised(page: Page, baseUrl: string): Promise<void> {
  const address = `${baseUrl}/de/overview/index.html`;
  await page.route(address, async (route) => {
    const response = await route.fetch({ url: `${baseUrl}/de/overview` });
    await route.fulfill({ response });
  });
  await page.goto(address, { waitUntil: 'commit' });
}

/**
 * From now until `restore()`, every component that a script chunk loaded from now on exports by
 * default throws while it renders: a page's content, or the page component of a route not
 * visited yet. Chunks are wrapped as they arrive, through the global array the bundler's
 * runtime loads them with (webpack's JSONP chunk format, which Rspack shares); what the page
 * had loaded before is untouched. Restored, the wrapped components render as before.
 */
export async function crashNewComponents(page: Page): Promise<{ restore: () => Promise<void> }> {
  await page.evaluate(() => {
    type Exports = Record<string, unknown>;
    type Factory = (module: { exports: Exports }, exports: Exports, require: unknown) => void;
    const fault = { armed: true };
    const key = Object.keys(window).find((name) => name.startsWith('webpackChunk'));
    if (!key) throw new Error('no chunk array of the bundler on this page');
    const chunks = (window as unknown as Record<string, unknown[]>)[key]!;
    const push = chunks.push;
    const crashing = (component: (props: unknown) => unknown) =>
      function Crashing(props: unknown) {
        if (fault.armed) throw new Error('Testfehler beim Rendern');
        return component(props);
      };
    chunks.push = (...pushed: unknown[]) => {
      for (const chunk of pushed as [unknown, Record<string, Factory>][]) {
        for (const [id, factory] of Object.entries(chunk[1])) {
          chunk[1][id] = (module, exports, require) => {
            factory(module, exports, require);
            const loaded = module.exports;
            const component = loaded.default;
            const isClass = (component as { prototype?: { isReactComponent?: unknown } })?.prototype
              ?.isReactComponent;
            if (typeof component !== 'function' || isClass) return;
            const replaced: Exports = { __esModule: true };
            for (const name of Object.keys(loaded).filter((name) => name !== 'default')) {
              Object.defineProperty(replaced, name, { enumerable: true, get: () => loaded[name] });
            }
            Object.defineProperty(replaced, 'default', {
              enumerable: true,
              value: crashing(component as (props: unknown) => unknown),
            });
            module.exports = replaced;
          };
        }
      }
      return push.apply(chunks, pushed);
    };
    (window as unknown as { restoreComponents: () => void }).restoreComponents = () => {
      fault.armed = false;
    };
  });
  return {
    restore: () =>
      page.evaluate(() =>
        (window as unknown as { restoreComponents: () => void }).restoreComponents(),
      ),
  };
}

/**
 * Makes the limits page throw while it renders (its content chunk loads after the fault is
 * set), follows the sidebar link there and waits for the crash screen. Only the limits page
 * throws; it renders again once the fault is restored.
 */
export async function crashOnLimitsPage(page: Page): Promise<void> {
  const fault = await crashNewComponents(page);
  // The visible sidebar link: the desktop sidebar's, or the open mobile menu's on a phone.
  await page.locator('.theme-doc-sidebar-menu a[href="/de/limit"]:visible').first().click();
  await page.waitForFunction(() =>
    document
      .querySelector('main h1')
      ?.textContent?.includes('Diese Seite konnte nicht angezeigt werden.'),
  );
  await fault.restore();
}
