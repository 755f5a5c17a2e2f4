/**
 * The site's tracker in Chromium: page_enter, page_leave (url_change and
 * close) and page_stay reach POST /lc_t with the required payload (docs/requirements.md#tracker-batch); no
 * third-party request; nothing at all with Do Not Track. (Consent, feedback,
 * search and not-found events: insights.test.ts.)
 */
import type { Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForHydration } from '../src/browser.js';
import { recordingContext as recording, grantConsent } from '../src/recording.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const recordingContext = (init?: () => void) => recording(browser(), init);

describe('tracker on the German site', () => {
  it('reports page_enter, page_leave (url_change, close) and page_stay to /lc_t', async () => {
    // With consent to statistics cookies: the ids last across page loads.
    const { context, batches, requests, events, waitFor } = await recordingContext(grantConsent);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    await waitFor(() => events().some((event) => event.event === 'page_enter'));
    expect(events()[0]).toMatchObject({
      event: 'page_enter',
      pathname: '/de/overview',
      params: {},
    });

    // The reader stays 5 minutes, on the page's clock (Date.now of the tracker), in no time.
    await page.clock.install();
    await page.clock.runFor(300_000);
    // A client-side route change (sidebar link).
    await page.click('.theme-doc-sidebar-container a[href="/de/limit"]');
    await page.waitForURL('**/de/limit');
    await waitFor(() => events().filter((event) => event.event === 'page_enter').length === 2);
    const afterChange = events().map((event) => [event.event, event.pathname]);
    expect(afterChange).toEqual([
      ['page_enter', '/de/overview'],
      ['page_leave', '/de/overview'],
      ['page_stay', '/de/overview'],
      ['page_enter', '/de/limit'],
    ]);
    const [, leave, stay, enter] = events();
    expect(leave!.params).toEqual({ reason: 'url_change' });
    expect(stay!.params.duration).toBeGreaterThanOrEqual(300_000);
    expect(enter!.prev_url).toBe(`${baseUrl}/de/overview`);

    // Leaving the page: page_leave with reason close, then page_stay. Chromium does not show
    // the keepalive requests of an unloaded page to Playwright, so the page hide is
    // dispatched here; packages/tracker/test/browser proves delivery after a real tab close.
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
    await waitFor(() => events().some((event) => event.params.reason === 'close'));
    const close = events().find((event) => event.params.reason === 'close')!;
    expect(close).toMatchObject({ event: 'page_leave', pathname: '/de/limit' });
    expect(events().filter((event) => event.event === 'page_stay')).toHaveLength(2);

    const batch = batches[0]!;
    expect(batch).toMatchObject({
      appId: '1',
      sdkVersion: expect.any(String),
      userId: '',
      loggedIn: false,
    });
    for (const field of ['deviceId', 'sessionId', 'windowId']) {
      expect(batch[field]).toMatch(/^[0-9a-f]{32}$/);
    }
    for (const field of [
      'browser',
      'osName',
      'userAgent',
      'language',
      'utmSource',
      'lcT',
      'ugCustom',
      'sendTs',
    ]) {
      expect(batch).toHaveProperty(field);
    }
    // Same device, session and tab across page loads.
    expect(new Set(batches.map((b) => b.deviceId)).size).toBe(1);
    expect(new Set(batches.map((b) => b.windowId)).size).toBe(1);
    // Each event once.
    const ids = events().map((event) => event.event_id);
    expect(new Set(ids).size).toBe(ids.length);
    // No third-party request.
    const origin = new URL(baseUrl).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
      [],
    );
    await context.close();
  });

  it('with Do Not Track it stores nothing and sends nothing', async () => {
    const { context, batches, events } = await recordingContext(() => {
      const spy = window as unknown as { privacyChecks: number; sends: string[] };
      // Do Not Track, and when the page reads it: the tracker's init, then the site right after.
      spy.privacyChecks = 0;
      Object.defineProperty(Navigator.prototype, 'doNotTrack', {
        get: () => {
          spy.privacyChecks += 1;
          return '1';
        },
      });
      // Each send to the collector, recorded as it starts (its arrival at the route comes later).
      spy.sends = [];
      const { fetch } = window;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/lc_t'))
          spy.sends.push(String(init?.body));
        return fetch(input, init);
      };
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    // The tracker has decided: its init (and the site after it) has read the signal.
    await page.waitForFunction(
      () => (window as unknown as { privacyChecks: number }).privacyChecks > 0,
      undefined,
      { timeout: 15_000 },
    );
    await page.click('.theme-doc-sidebar-container a[href="/de/limit"]');
    await page.waitForURL('**/de/limit');
    await page.waitForFunction(
      () => document.querySelector('article h1')?.textContent === 'Limits',
    );
    // Leaving the page sends a tracking tracker's queue at once (its page_enter, page_leave and
    // page_stay of the route change); the page records the send as it starts.
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(await page.evaluate(() => (window as unknown as { sends: string[] }).sends)).toEqual([]);
    expect(batches).toEqual([]);
    expect(events()).toEqual([]);
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('nubiva_'))).toEqual(
      [],
    );
    const stored = await page.evaluate(() => [
      ...Object.keys(localStorage),
      ...Object.keys(sessionStorage),
    ]);
    expect(stored.filter((key) => key.startsWith('nubiva_'))).toEqual([]);
    await context.close();
  });

  it('marks main-site links with their origin and reports the outbound click', async () => {
    const { context, events, waitFor } = await recordingContext(grantConsent);
    await context.route('https://nubiva.example/**', (route) =>
      route.fulfill({ status: 200, body: 'main site' }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    await waitFor(() => events().some((event) => event.event === 'page_enter'));
    // A plain content link to the main site, as a doc page would have it.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'https://nubiva.example/pricing?plan=pro';
      link.textContent = 'Preise';
      link.id = 'main-site-link';
      document.querySelector('article')!.append(link);
    });
    await page.click('#main-site-link');
    await page.waitForURL('https://nubiva.example/**');
    const target = new URL(page.url());
    expect(target.pathname).toBe('/pricing');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      plan: 'pro',
      utm_source: 'docs',
      utm_medium: 'content',
      utm_content: 'de',
    });
    await waitFor(() => events().some((event) => event.event === 'outbound_click'));
    expect(events().find((event) => event.event === 'outbound_click')!.params).toEqual({
      href: target.href,
      text: 'Preise',
      placement: 'content',
    });
    await context.close();
  });
});

describe("the tracker's code", () => {
  // Both client modules (page events, outbound clicks) use the SDK. Held back after the first
  // load, the scripts are let through one at a time until the tracker reports; every other one
  // then fails, and the outbound click must still be reported: one script, fetched once, carries
  // the SDK for both (two import() expressions once gave each module a copy of its own).
  it('is one script, fetched once, that both client modules track with', async () => {
    const { context, events, waitFor } = await recordingContext(grantConsent);
    await context.route('https://nubiva.example/**', (route) =>
      route.fulfill({ status: 200, body: 'main site' }),
    );
    const page = await context.newPage();
    const html = await (await fetch(`${baseUrl}/de/overview`)).text();
    const held: Route[] = [];
    const later: string[] = [];
    let sdk: string | undefined;
    await page.route('**/de/assets/js/*.js', (route) => {
      const file = new URL(route.request().url()).pathname.split('/').pop()!;
      if (html.includes(file)) return route.continue();
      later.push(file);
      if (sdk === undefined) held.push(route);
      else return file === sdk ? route.continue() : route.abort('connectionrefused');
    });
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    let released = 0;
    for (; sdk === undefined; released++) {
      await waitFor(() => held.length > released);
      const route = held[released]!;
      await route.continue();
      await waitFor(() => events().some((event) => event.event === 'page_enter'), 1000).then(
        () => (sdk = new URL(route.request().url()).pathname.split('/').pop()),
        () => undefined,
      );
    }
    for (const route of held.slice(released)) await route.abort('connectionrefused');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'https://nubiva.example/pricing';
      link.textContent = 'Preise';
      link.id = 'main-site-link';
      document.querySelector('article')!.append(link);
    });
    await page.click('#main-site-link');
    await waitFor(() => events().some((event) => event.event === 'outbound_click'));
    expect(later.filter((file) => file === sdk)).toEqual([sdk]);
    await context.close();
  });
});
