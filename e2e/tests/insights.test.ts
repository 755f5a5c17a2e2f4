/**
 * Docs insights in Chromium against the built German site: consent to
 * statistics cookies (nothing of the tracker stored without it, everything
 * deleted on withdrawal), page feedback, settled searches and opened hits in
 * the modal and on the search page, and the not-found event.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, formatViolation } from '../../bench/budgets/measure.mjs';
import { useBrowser, waitForHydration } from '../src/browser.js';
import { grantConsent, recordingContext } from '../src/recording.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const record = (init?: () => void) => recordingContext(browser(), init);

/** Every cookie and storage key of the tracker (they start with its prefix). */
async function trackerState(page: Page) {
  const cookies = (await page.context().cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name.startsWith('nubiva_'));
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((key) => key.startsWith('nubiva_')),
    session: Object.keys(sessionStorage).filter((key) => key.startsWith('nubiva_')),
  }));
  return { cookies, ...storage };
}

const nothingStored = { cookies: [], local: [], session: [] };

/** The feedback box, once its code has loaded after hydration. */
async function feedbackBox(page: Page) {
  const box = page.locator('section[data-page-feedback]');
  await box.getByRole('button', { name: 'Ja', exact: true }).waitFor({ timeout: 15_000 });
  return box;
}

/** Batch fields read by script from the reader's device, and the campaign's click id. */
const deviceFields = [
  'browser',
  'browserVersion',
  'platform',
  'osName',
  'osVersion',
  'userAgent',
  'screenWidth',
  'screenHeight',
  'language',
  'tzOffset',
  'gclid',
  'windowId',
];

describe('statistics without consent, in all four languages', () => {
  for (const prefix of ['', '/ja', '/ko', '/de']) {
    it(`${prefix || '/'}: nothing read from the device or sent to /lc_t but the reader's vote, through a first visit with campaign parameters, a navigation, a search and leaving`, async () => {
      const { context, batches } = await record();
      const sent: { url: string; body: string }[] = [];
      context.on('request', (request) =>
        sent.push({ url: request.url(), body: request.postData() ?? '' }),
      );
      const page = await context.newPage();
      const landing = `${baseUrl}${prefix}/overview?utm_source=test&gclid=abc`;
      await page.goto(landing);
      await waitForHydration(page);
      await page.click(`.theme-doc-sidebar-container a[href="${prefix}/limit"]`);
      await page.waitForURL(`**${prefix}/limit`);
      await page.keyboard.press('Control+k');
      await page.locator('.nsearch-input').pressSequentially('domain', { delay: 30 });
      await page.locator('[role="option"]').first().waitFor({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      const vote = page.locator('section[data-page-feedback] [role="group"] button').first();
      await vote.waitFor({ timeout: 15_000 });
      await vote.click();
      await expect.poll(() => batches.length).toBe(1);
      await page.evaluate(() => {
        dispatchEvent(new PageTransitionEvent('pagehide'));
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.close({ runBeforeUnload: true });

      // The one request to /lc_t: the vote alone, no device field, no identifier.
      expect(sent.filter((request) => request.url.includes('/lc_t'))).toHaveLength(1);
      const [voteBatch] = batches;
      expect(voteBatch).toMatchObject({ deviceId: 'none', sessionId: 'none' });
      expect(voteBatch!.events.map((event) => [event.event, event.pathname])).toEqual([
        ['feedback', `${prefix}/limit`],
      ]);
      // Every request the page makes (the reader's own address aside, which carries the
      // campaign as the link did).
      for (const request of sent.filter(({ url }) => url !== landing)) {
        const { search } = new URL(request.url);
        for (const field of deviceFields) {
          expect(request.body, request.url).not.toContain(`"${field}"`);
          expect(new URLSearchParams(search).has(field), request.url).toBe(false);
        }
      }
      await context.close();
    });
  }

  it('with consent the batches carry every field; withdrawing stops the sending and deletes what was stored', async () => {
    // The tracker starts when the browser is idle after hydration, and route changes before it
    // are not reported: the navigation below waits for its start (it announces the device id).
    const { context, batches, events, named, waitFor } = await record(() =>
      addEventListener('nubiva:device-id', () => {
        (window as unknown as { trackerStarted: boolean }).trackerStarted = true;
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/overview?utm_source=test`);
    await page.waitForFunction(() => 'trackerStarted' in window, null, { timeout: 15_000 });
    // The footer leads to the choice; the two buttons have equal weight.
    await page.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await page.waitForURL('**/de/privacy#consent');
    const allow = page.getByRole('button', { name: 'Statistik-Cookies erlauben' });
    const deny = page.getByRole('button', { name: 'Nicht erlauben' });
    await waitForHydration(page);
    expect(await allow.getAttribute('aria-pressed')).toBe('false');
    expect(await deny.getAttribute('aria-pressed')).toBe('true');
    const [allowBox, denyBox] = [await allow.boundingBox(), await deny.boundingBox()];
    expect(allowBox!.height).toBe(denyBox!.height);
    expect((await axeViolations(page)).map(formatViolation)).toEqual([]);
    expect(batches).toEqual([]);

    // Consent: the tracker starts on this page, with the device fields. Nothing from before
    // goes out: not the landing page's events, not its campaign.
    await allow.click();
    await waitFor(() => named('page_enter').length === 1);
    await page.waitForTimeout(300);
    expect(events().map((event) => [event.event, new URL(event.url).pathname])).toEqual([
      ['page_enter', '/de/privacy'],
    ]);
    for (const batch of batches) {
      expect(batch).toMatchObject({ custom: { consent: 'granted' }, utmSource: '' });
      for (const field of deviceFields.filter((name) => name !== 'gclid'))
        expect(batch).toHaveProperty(field);
      expect(batch.deviceId).toMatch(/^[0-9a-f]{32}$/);
    }
    const stored = await trackerState(page);
    expect(stored.cookies).toContain('nubiva_did_1');
    expect(stored.session).toContain('nubiva_wid_1');
    await page.goto(`${baseUrl}/de/limit`);
    await waitForHydration(page);
    await waitFor(() => named('page_enter').length === 2);
    expect(new Set(batches.map((batch) => batch.deviceId)).size).toBe(1);

    // Withdrawal: storage cleared at once; a navigation and leaving send nothing more.
    await page.goto(`${baseUrl}/de/privacy#consent`);
    await waitForHydration(page);
    await waitFor(() => named('page_enter').length === 3);
    await page.getByRole('button', { name: 'Nicht erlauben' }).click();
    expect(await trackerState(page)).toEqual(nothingStored);
    const afterWithdrawal = batches.length;
    await page.click('.theme-doc-sidebar-container a[href="/de/limit"]');
    await page.waitForURL('**/de/limit');
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
    await page.waitForTimeout(300);
    expect(batches.length).toBe(afterWithdrawal);
    expect(await trackerState(page)).toEqual(nothingStored);
    await context.close();
  });
});

describe('page feedback', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`fills in without moving anything (${viewport.width} px)`, async () => {
      const { context } = await record();
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const box = document.querySelector('section[data-page-feedback]');
          (window as unknown as { boxHeight: number }).boxHeight =
            box?.getBoundingClientRect().height ?? -1;
        });
      });
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/de/service/domain`);
      const box = await feedbackBox(page);
      const before = await page.evaluate(
        () => (window as unknown as { boxHeight: number }).boxHeight,
      );
      expect(before).toBeGreaterThan(0);
      expect((await box.boundingBox())!.height).toBe(before);
      await context.close();
    });
  }

  it('a vote posts a feedback event, survives a reload and can be changed; a comment is sent on submit', async () => {
    const { context, named, waitFor } = await record();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/service/domain`);
    await waitForHydration(page);
    const box = await feedbackBox(page);
    expect(await box.textContent()).toContain('War diese Seite hilfreich?');
    expect((await axeViolations(page)).map(formatViolation)).toEqual([]);

    // Keyboard: the answers are buttons in the tab order.
    await box.getByRole('button', { name: 'Ja', exact: true }).focus();
    await page.keyboard.press('Enter');
    await waitFor(() => named('feedback').length === 1);
    expect(named('feedback')[0]).toMatchObject({
      pathname: '/de/service/domain',
      params: { vote: 'yes', locale: 'de' },
    });
    expect(named('feedback')[0]!.params).not.toHaveProperty('comment');
    expect(await box.getByRole('status').textContent()).toBe('Danke für deine Rückmeldung!');
    expect((await axeViolations(page)).map(formatViolation)).toEqual([]);

    await page.reload();
    const reloaded = await feedbackBox(page);
    expect(
      await reloaded.getByRole('button', { name: 'Ja', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    // Changing the vote names the one it replaces.
    await reloaded.getByRole('button', { name: 'Nein', exact: true }).click();
    await waitFor(() => named('feedback').length === 2);
    expect(named('feedback')[1]!.params).toEqual({ vote: 'no', previousVote: 'yes', locale: 'de' });

    // The comment: at most 500 characters, sent only on submit.
    const field = reloaded.getByLabel('Was können wir verbessern? (optional)');
    expect(await field.getAttribute('maxlength')).toBe('500');
    expect(await reloaded.textContent()).toContain('keine personenbezogenen Daten');
    await field.fill('Ein Beispiel für IPv6 fehlt.');
    await reloaded.getByRole('button', { name: 'Senden' }).click();
    await waitFor(() => named('feedback').length === 3);
    expect(named('feedback')[2]!.params).toEqual({
      vote: 'no',
      previousVote: 'no',
      comment: 'Ein Beispiel für IPv6 fehlt.',
      locale: 'de',
    });
    expect(await reloaded.getByRole('status').textContent()).toBe(
      'Danke, dein Kommentar ist angekommen.',
    );
    // Typing the comment sent nothing: a vote made after the submit (reported behind all the
    // box reported before it) arrives right after the comment.
    await reloaded.getByRole('button', { name: 'Ja', exact: true }).click();
    await waitFor(() =>
      named('feedback').some((e) => e.params.vote === 'yes' && e.params.previousVote === 'no'),
    );
    expect(named('feedback').map((event) => event.params)).toEqual([
      { vote: 'yes', locale: 'de' },
      { vote: 'no', previousVote: 'yes', locale: 'de' },
      { vote: 'no', previousVote: 'no', comment: 'Ein Beispiel für IPv6 fehlt.', locale: 'de' },
      { vote: 'yes', previousVote: 'no', locale: 'de' },
    ]);
    await context.close();
  });
});

describe('search insights', () => {
  it('the modal reports the settled query once with its hit count, and the opened hit with its rank', async () => {
    const { context, events, named, waitFor } = await record(grantConsent);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.nsearch-input');
    await input.waitFor();
    // Typed as a reader types: a keystroke every 80 ms.
    await input.pressSequentially('xqzjvwk', { delay: 80 });
    await page.waitForSelector('.nsearch-no-results', { timeout: 15_000 });
    await waitFor(() => named('search').length === 1);
    expect(named('search').map((event) => event.params)).toEqual([
      { query: 'xqzjvwk', locale: 'de', hits: 0, source: 'modal' },
    ]);
    // Closing the modal reports its pending query at once: the settled query, reported already,
    // must not come again (the full list is checked below, up to the opened hit).
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });

    await page.keyboard.press('Control+k');
    await input.waitFor();
    await input.pressSequentially('domain', { delay: 80 });
    const firstHit = page.locator('[role="option"]').first();
    await firstHit.waitFor({ timeout: 15_000 });
    // The hit opened is where the browser goes: the list may still show an earlier prefix's hits
    // when the first one appears, and the click takes the first of the list it finds.
    const overview = page.url();
    await firstHit.click();
    await page.waitForURL((address) => address.href !== overview);
    const url = page.url();
    await waitFor(() => named('search_open').length === 1);
    // The opened hit is reported behind everything reported before it: the settled query was
    // reported once, then the next one, each hit count with it.
    expect(
      events()
        .filter((event) => event.event.startsWith('search'))
        .map((event) => [event.event, event.params.query]),
    ).toEqual([
      ['search', 'xqzjvwk'],
      ['search', 'domain'],
      ['search_open', 'domain'],
    ]);
    const searches = named('search').map((event) => event.params);
    expect(searches).toHaveLength(2);
    expect(searches[1]).toMatchObject({ query: 'domain', locale: 'de', source: 'modal' });
    expect(searches[1]!.hits).toBeGreaterThan(0);
    expect(named('search_open')[0]!.params).toEqual({
      query: 'domain',
      locale: 'de',
      position: 1,
      url: new URL(url).pathname.replace(/\/$/, '') + new URL(url).hash,
      source: 'modal',
    });
    await context.close();
  });

  it('the search page reports its query and hit count once, and the opened result', async () => {
    const { context, named, waitFor } = await record(grantConsent);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/search?q=xqzjvwk`);
    await waitForHydration(page);
    await waitFor(() => named('search').length === 1);
    expect(named('search')[0]!.params).toEqual({
      query: 'xqzjvwk',
      locale: 'de',
      hits: 0,
      source: 'page',
    });

    // A hit the server put in the page, opened before the page's own answer (held back here).
    await page.route('**/de/search-index*.json', () => new Promise(() => undefined));
    await page.goto(`${baseUrl}/de/search?q=redis`);
    await waitForHydration(page);
    const served = page.locator('main #nsearch-prerendered a.nsearch-hit').nth(1);
    const servedHref = await served.getAttribute('href');
    await served.click();
    await page.waitForURL((url) => url.pathname === new URL(servedHref!, baseUrl).pathname);
    await waitFor(() => named('search_open').length === 1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(named('search').at(-1)!.params).toMatchObject({ query: 'redis', source: 'page' });
    expect(named('search').at(-1)!.params.hits).toBeGreaterThan(1);
    const opened = (href: string) =>
      new URL(href, baseUrl).pathname.replace(/\/$/, '') + new URL(href, baseUrl).hash;
    expect(named('search_open')[0]!.params).toEqual({
      query: 'redis',
      locale: 'de',
      position: 2,
      url: opened(servedHref!),
      source: 'page',
    });

    // A hit of the page's own answer.
    await page.goto(`${baseUrl}/de/search?q=domain`);
    await waitForHydration(page);
    await page.locator('main #nsearch-prerendered').waitFor({ state: 'detached' });
    const first = page.locator('main a.nsearch-hit').first();
    const href = await first.getAttribute('href');
    await first.click();
    await waitFor(() => named('search_open').length === 2);
    expect(named('search').map((event) => event.params.query)).toEqual([
      'xqzjvwk',
      'redis',
      'domain',
    ]);
    expect(named('search_open')[1]!.params).toMatchObject({
      query: 'domain',
      position: 1,
      url: opened(href!),
      source: 'page',
    });
    await context.close();
  });
});

describe('not found', () => {
  it('a missing page reports its path and the page that linked to it', async () => {
    const { context, named, waitFor } = await record(grantConsent);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/service/gibt-es-nicht`, {
      referer: `${baseUrl}/de/overview`,
    });
    await waitForHydration(page);
    await waitFor(() => named('not_found').length === 1);
    expect(named('not_found')[0]!.params).toEqual({
      path: '/de/service/gibt-es-nicht',
      referrer: `${baseUrl}/de/overview`,
      locale: 'de',
    });
    await context.close();
  });
});

describe('outbound clicks', () => {
  it('name where the link sits', async () => {
    const { context, named, waitFor } = await record(grantConsent);
    await context.route('https://nubiva.example/**', (route) =>
      route.fulfill({ status: 200, body: 'main site' }),
    );
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/de/overview`);
    await waitForHydration(page);
    await waitFor(() => named('page_enter').length === 1);
    // Footer links to the main site open in a new tab.
    await page.locator('.footer a[href^="https://nubiva.example"]').first().click();
    await waitFor(() => named('outbound_click').length === 1);
    expect(named('outbound_click')[0]!.params).toMatchObject({ placement: 'footer' });
    await context.close();
  });
});
