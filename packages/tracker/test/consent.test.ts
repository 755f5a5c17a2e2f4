import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consentMode } from '../src/consent.js';
import { pageTracking } from '../src/plugins/page.js';
import { retryPlugin } from '../src/plugins/retry.js';
import type { InitOptions } from '../src/types.js';
import { fakeServer, newTracker, ok, readCookie, settle } from './helpers.js';

const fail = () => ({ status: 500, body: '{}' });

// The shared setup removes cookies with Max-Age=0, which happy-dom (its clock set back to the
// same moment for each test) may still list, empty, ahead of a cookie a test writes: an expiry
// in the past removes them for good. Browsers drop a Max-Age=0 cookie at once.
beforeEach(() => {
  for (const cookie of document.cookie.split('; ')) {
    const expired = `${cookie.split('=')[0]}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
    document.cookie = expired;
    document.cookie = `${expired}; Domain=nubiva.example`;
  }
});

/** A tracker initialised through a consent mode (destroyed after the test). */
function startWithConsent(granted: boolean, options: Partial<InitOptions> = {}) {
  const tracker = newTracker();
  const consent = consentMode(tracker, { granted });
  tracker.init(consent.options({ appId: '1', endpoint: '/lc_t', logLevel: 4, ...options }));
  return { tracker, consent };
}

/** Every cookie, local storage and session storage entry of the tracker (prefix nubiva_). */
function trackerEntries(): string[] {
  const keys = (storage: Storage): string[] =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index)!);
  // A removed cookie is written empty with Max-Age=0: browsers drop it at once, happy-dom
  // (with its clock stopped) may list it, empty, until the clock passes that moment.
  const cookies = document.cookie.split('; ').filter((cookie) => !cookie.endsWith('='));
  return [
    ...cookies.map((cookie) => `cookie ${cookie.split('=')[0]}`),
    ...keys(localStorage).map((key) => `localStorage ${key}`),
    ...keys(sessionStorage).map((key) => `sessionStorage ${key}`),
  ].filter((entry) => entry.includes('nubiva_'));
}

/** Writes what a visit with consent (or the tracker before consent mode) leaves behind. */
function leaveStoredState(): void {
  const json = (value: unknown): string => encodeURIComponent(JSON.stringify(value));
  const device = { device_id: 'f'.repeat(32), device_referrer: '', logged_in: false };
  document.cookie = `nubiva_did_1=${json(device)}; Path=/; Domain=nubiva.example`;
  // The host-only fallback cookie (a Domain the browser refused).
  document.cookie = `nubiva_sid_1=${json({ sessionId: 'e'.repeat(32) })}; Path=/`;
  sessionStorage.setItem('nubiva_wid_1', JSON.stringify('d'.repeat(32)));
  localStorage.setItem('nubiva_ug_1', '{"params":{},"expiresAt":1}');
  localStorage.setItem('nubiva_queue_1', '{}');
  localStorage.setItem('nubiva_retry_1', '{}');
}

const events = (batches: { events: { event: string }[] }[]) =>
  batches.flatMap((batch) => batch.events.map((event) => event.event));

/** Spies on every device property a batch carries (browser, screen, language, time zone). */
function watchDeviceReads() {
  return [
    vi.spyOn(navigator, 'userAgent', 'get'),
    vi.spyOn(navigator, 'platform', 'get'),
    vi.spyOn(navigator, 'language', 'get'),
    vi.spyOn(screen, 'width', 'get'),
    vi.spyOn(screen, 'height', 'get'),
    vi.spyOn(Date.prototype, 'getTimezoneOffset'),
  ];
}

describe('consent mode: without consent', () => {
  it('collects nothing: nothing sent, stored or read from the device through reports, a flush and leaving the page; plugins are not set up', async () => {
    history.replaceState(null, '', '/de/?utm_source=newsletter&gclid=abc');
    localStorage.setItem('blog_source', 'reddit-42');
    const server = fakeServer();
    const reads = watchDeviceReads();
    const page = pageTracking();
    const mine = { name: 'mine', setup: vi.fn() };
    const { tracker } = startWithConsent(false, { plugins: [page, retryPlugin(), mine] });
    expect(mine.setup).not.toHaveBeenCalled();
    tracker.report('click', { n: 1 });
    tracker.setUserId('u-1');
    tracker.flush();
    history.pushState(null, '', '/de/redis/');
    page.pageChanged();
    await settle(3000);
    dispatchEvent(new Event('pagehide'));
    document.dispatchEvent(new Event('visibilitychange'));
    await settle(3000);
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(trackerEntries()).toEqual([]);
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(localStorage.getItem('blog_source')).toBe('reddit-42');
  });

  it('deletes what an earlier visit with consent left (also the host-only cookie), and only that', () => {
    leaveStoredState();
    // Another app's key, the site's own keys and the blog's value stay.
    localStorage.setItem('nubiva_queue_2', '{}');
    localStorage.setItem('nubiva.consent', 'denied');
    localStorage.setItem('blog_source', 'x');
    expect(trackerEntries()).toHaveLength(7);
    const tracker = newTracker();
    const consent = consentMode(tracker, { granted: false });
    const options = consent.options({ appId: '1', endpoint: '/lc_t', logLevel: 4 });
    // Gone before init reads anything; the page still knows the deleted device id.
    expect(trackerEntries()).toEqual(['localStorage nubiva_queue_2']);
    expect(consent.deviceId).toBe('f'.repeat(32));
    expect(localStorage.getItem('nubiva.consent')).toBe('denied');
    expect(localStorage.getItem('blog_source')).toBe('x');
    tracker.init(options);
    expect(trackerEntries()).toEqual(['localStorage nubiva_queue_2']);
  });
});

describe('consent mode: with consent', () => {
  it('stores the ids as the requirements say; batches say granted and keep the custom keys', async () => {
    leaveStoredState();
    const server = fakeServer();
    const { tracker, consent } = startWithConsent(true, { custom: { site: 'docs' } });
    expect(consent.granted).toBe(true);
    tracker.report('a');
    await settle();
    const [batch] = server.batches;
    expect(batch!.custom).toEqual({ site: 'docs', consent: 'granted' });
    // An earlier visit's ids are used, as without consent mode.
    expect(batch).toMatchObject({ deviceId: 'f'.repeat(32), windowId: 'd'.repeat(32) });
    expect(readCookie('nubiva_did_1')).toMatchObject({ device_id: 'f'.repeat(32) });
    expect(trackerEntries()).toEqual(
      expect.arrayContaining(['cookie nubiva_did_1', 'cookie nubiva_sid_1']),
    );
  });

  it('optOut is fixed at init: updateConfig refuses it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { tracker } = startWithConsent(true, { logLevel: 3 });
    const update = { optOut: true };
    expect(tracker.updateConfig(update as never)).toBe(false);
    expect(error).toHaveBeenCalledWith('[tracker]', 'Invalid SDK config', update);
  });
});

describe('consent mode: set()', () => {
  it('granting starts the tracker on the page the reader is on (its page_enter, nothing from before) with the device fields; ids, campaign params and queue are stored; a reload keeps them', async () => {
    history.replaceState(null, '', '/de/');
    const server = fakeServer();
    const page = pageTracking();
    const { tracker, consent } = startWithConsent(false, {
      custom: { site: 'docs' },
      plugins: [page, retryPlugin()],
    });
    tracker.report('a');
    history.pushState(null, '', '/de/redis/?utm_source=newsletter');
    page.pageChanged();
    await settle(3000);
    expect(server.fetchMock).not.toHaveBeenCalled();

    consent.set(true);
    expect(consent.granted).toBe(true);
    expect(tracker.isStopped).toBe(false);
    tracker.report('b');
    await settle();
    const [batch] = server.batches;
    expect(events(server.batches)).toEqual(['page_enter', 'b']);
    expect(batch!.events[0]!.url).toMatch(/\/de\/redis\/\?utm_source=newsletter$/);
    expect(batch).toMatchObject({
      custom: { site: 'docs', consent: 'granted' },
      utmSource: 'newsletter',
      screenWidth: screen.width,
      userAgent: navigator.userAgent,
      language: navigator.language,
    });
    const { deviceId, sessionId, windowId } = batch!;
    expect(readCookie('nubiva_did_1')).toMatchObject({ device_id: deviceId });
    expect(readCookie('nubiva_sid_1')).toMatchObject({ sessionId });
    expect(JSON.parse(sessionStorage.getItem('nubiva_wid_1')!)).toBe(windowId);
    expect(JSON.parse(localStorage.getItem('nubiva_ug_1')!)).toMatchObject({
      params: { utm_source: 'newsletter' },
    });
    tracker.stop();
    tracker.report('queued');
    tracker.flush();
    expect(localStorage.getItem('nubiva_queue_1')).toContain('"queued"');

    // A reload: the stored state comes back, and the queue waits no longer.
    const sent = server.batches.length;
    tracker.destroy();
    history.replaceState(null, '', '/de/limit');
    startWithConsent(true, { custom: { site: 'docs' } });
    await settle(3000);
    const later = server.batches.slice(sent);
    expect(events(later)).toEqual(['queued']);
    expect(later[0]).toMatchObject({ deviceId, sessionId, windowId, utmSource: 'newsletter' });
  });

  it('withdrawing drops the events still waiting, deletes every stored key and cookie at once and sends nothing more; a new grant starts with new ids', async () => {
    const server = fakeServer((_, attempt) => (attempt === 1 ? fail() : ok()));
    history.replaceState(null, '', '/de/?utm_source=newsletter');
    const { tracker, consent } = startWithConsent(true, {
      custom: { site: 'docs' },
      plugins: [retryPlugin()],
    });
    tracker.setUserId('u-1');
    tracker.report('a');
    await settle();
    tracker.report('b');
    // The host-only fallback of the device cookie, as a browser refusing the Domain leaves it.
    const hostOnly = encodeURIComponent(JSON.stringify({ device_id: 'c'.repeat(32) }));
    document.cookie = `nubiva_did_1=${hostOnly}; Path=/`;
    expect(trackerEntries()).toEqual(
      expect.arrayContaining([
        'cookie nubiva_did_1',
        'cookie nubiva_sid_1',
        'sessionStorage nubiva_wid_1',
        'localStorage nubiva_ug_1',
        'localStorage nubiva_retry_1',
      ]),
    );
    const old = server.batches[0]!;
    expect(consent.deviceId).toBe(old.deviceId);

    consent.set(false);
    // Deleted from the device, still shown on the page: the reader's key to the events sent.
    expect(consent.deviceId).toBe(old.deviceId);
    expect(consent.granted).toBe(false);
    expect(trackerEntries()).toEqual([]);
    expect(document.cookie).not.toContain('c'.repeat(32));
    tracker.report('c');
    dispatchEvent(new Event('pagehide'));
    await settle(5000);
    expect(trackerEntries()).toEqual([]);
    // b, waiting for its batch, was dropped; the failed a went with the deleted retry queue; c
    // was never collected.
    expect(server.names()).toEqual(['a']);

    // Granted again: new ids, and only what is reported from now on goes out.
    consent.set(true);
    tracker.report('d');
    await settle(5000);
    expect(server.names().slice(1)).toEqual(['d']);
    const next = server.batches[1]!;
    expect(next.deviceId).not.toBe(old.deviceId);
    expect(next).toMatchObject({ userId: '', loggedIn: false, custom: { consent: 'granted' } });
    expect(readCookie('nubiva_did_1')).toMatchObject({ device_id: next.deviceId });
    expect(consent.deviceId).toBe(next.deviceId);
  });

  it('the current value again does nothing', async () => {
    const server = fakeServer();
    const { tracker, consent } = startWithConsent(true);
    const restart = vi.spyOn(tracker, 'destroy');
    tracker.report('a');
    consent.set(true);
    tracker.report('b');
    await settle();
    // One batch (no flush in between).
    expect(server.batches).toHaveLength(1);
    expect(restart).not.toHaveBeenCalled();
  });

  it('before init: the choice goes into the options init gets, without an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer();
    const tracker = newTracker();
    const consent = consentMode(tracker, { granted: false });
    const options = consent.options({ appId: '1', endpoint: '/lc_t', custom: { site: 'docs' } });
    consent.set(true);
    tracker.init(options);
    tracker.report('a');
    await settle();
    expect(error).not.toHaveBeenCalled();
    expect(server.batches[0]!.custom).toEqual({ site: 'docs', consent: 'granted' });
    expect(readCookie('nubiva_did_1')).toMatchObject({ device_id: server.batches[0]!.deviceId });
  });
});

describe('consent mode: privacy signals and blocked storage', () => {
  it.each([true, false])(
    'GPC/DNT win (granted: %s): nothing stored or sent, also after set(true)',
    async (granted) => {
      vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('1');
      const server = fakeServer();
      const { tracker, consent } = startWithConsent(granted, {
        plugins: [pageTracking(), retryPlugin()],
      });
      tracker.report('a');
      consent.set(!granted);
      consent.set(true);
      tracker.setUserId('u');
      dispatchEvent(new Event('pagehide'));
      await settle(5000);
      expect(server.fetchMock).not.toHaveBeenCalled();
      expect(trackerEntries()).toEqual([]);
    },
  );

  it('storage that throws keeps the tracker working, with and without consent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const blocked = (): never => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    vi.spyOn(document, 'cookie', 'get').mockImplementation(blocked);
    vi.spyOn(document, 'cookie', 'set').mockImplementation(blocked);
    const server = fakeServer();
    const { tracker, consent } = startWithConsent(false, {
      logLevel: 2,
      plugins: [pageTracking(), retryPlugin()],
    });
    tracker.report('a');
    await settle();
    consent.set(true);
    tracker.report('b');
    await settle();
    consent.set(false);
    tracker.report('c');
    await settle();
    // Nothing before the grant (a) or after the withdrawal (c).
    expect(server.names()).toEqual(['page_enter', 'b']);
    expect(server.batches.every((batch) => batch.custom.consent === 'granted')).toBe(true);
    expect(error).not.toHaveBeenCalled();
    // Nothing but the core's warning (once per store).
    expect(warn.mock.calls.every((call) => call[1] === 'Browser storage unavailable')).toBe(true);
  });
});
