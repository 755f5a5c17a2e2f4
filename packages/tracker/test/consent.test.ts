import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consentMode } from '../src/consent.js';
import { pageTracking } from '../src/plugins/page.js';
import { retryPlugin } from '../src/plugins/retry.js';
import type { InitOptions, RawStorage, TrackerPlugin } from '../src/types.js';
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

describe('consent mode: without consent', () => {
  it('stores nothing through reports, a failed send, a flush and a navigation; each page load gets new ids', async () => {
    history.replaceState(null, '', '/de/?utm_source=newsletter');
    localStorage.setItem('blog_source', 'reddit-42');
    const server = fakeServer((_, attempt) => (attempt === 1 ? fail() : ok()));
    const page = pageTracking();
    const { tracker: first } = startWithConsent(false, {
      custom: { site: 'docs' },
      plugins: [page, retryPlugin()],
    });
    first.report('click', { n: 1 });
    first.setUserId('u-1');
    await settle();
    // The failed first batch waits in the (memory) retry queue.
    first.stop();
    first.report('queued');
    first.flush();
    expect(trackerEntries()).toEqual([]);
    first.start();
    history.pushState(null, '', '/de/redis/');
    page.pageChanged();
    await settle(1000);
    // A navigation: the page goes away, the next one starts its own tracker.
    dispatchEvent(new Event('pagehide'));
    first.destroy();
    expect(trackerEntries()).toEqual([]);
    startWithConsent(false, { plugins: [pageTracking(), retryPlugin()] });
    await settle(3000);
    expect(trackerEntries()).toEqual([]);

    const [before, ...rest] = server.batches;
    const after = rest.at(-1)!;
    expect(events([after])).toContain('page_enter');
    expect(after.deviceId).not.toBe(before!.deviceId);
    expect(after.sessionId).not.toBe(before!.sessionId);
    expect(after.windowId).not.toBe(before!.windowId);
    expect(new Set(server.batches.map((batch) => batch.deviceId)).size).toBe(2);
    // The failed batch (the first page_enter) came again from the retry queue in memory.
    const firstEventId = before!.events[0]!.event_id;
    expect(server.ids().filter((id) => id === firstEventId)).toHaveLength(2);
    for (const batch of server.batches) expect(batch.custom.consent).toBe('none');
    expect(before!.custom).toEqual({ site: 'docs', consent: 'none' });
    // The URL's campaign params go out; the blog's local storage value is not read.
    expect(before).toMatchObject({ utmSource: 'newsletter', rdtCid: '' });
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
    // Gone before init reads anything.
    expect(trackerEntries()).toEqual(['localStorage nubiva_queue_2']);
    expect(localStorage.getItem('nubiva.consent')).toBe('denied');
    expect(localStorage.getItem('blog_source')).toBe('x');
    tracker.init(options);
    expect(trackerEntries()).toEqual(['localStorage nubiva_queue_2']);
  });

  it('plugins get memory as host.storage: it keeps values for the page only', () => {
    let host: Parameters<TrackerPlugin['setup']>[0] | undefined;
    startWithConsent(false, { plugins: [{ name: 'mine', setup: (h) => void (host = h) }] });
    host!.storage.write('nubiva_mine_1', { a: 1 });
    expect(host!.storage.read('nubiva_mine_1')).toEqual({ a: 1 });
    expect(localStorage.getItem('nubiva_mine_1')).toBeNull();
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

  it('the storage wrapper is fixed at init: updateConfig refuses it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { tracker } = startWithConsent(false, { logLevel: 3 });
    const update = { wrapStorage: (raw: RawStorage) => raw };
    expect(tracker.updateConfig(update as never)).toBe(false);
    expect(error).toHaveBeenCalledWith('[tracker]', 'Invalid SDK config', update);
  });

  it('a wrapStorage of the caller’s own is kept, inside the consent wrapper', async () => {
    fakeServer();
    const kinds = new Set<string>();
    const { tracker } = startWithConsent(true, {
      wrapStorage: (raw, kind) => {
        kinds.add(kind);
        return raw;
      },
    });
    tracker.report('a');
    await settle();
    expect([...kinds].sort()).toEqual(['cookie', 'local', 'session']);
    expect(readCookie('nubiva_did_1')).toBeDefined();
  });
});

describe('consent mode: set()', () => {
  it('granting stores the ids, campaign params and both queues of this page at once; a reload keeps them', async () => {
    history.replaceState(null, '', '/de/?utm_source=newsletter');
    const server = fakeServer((_, attempt) => (attempt === 1 ? fail() : ok()));
    const { tracker, consent } = startWithConsent(false, {
      custom: { site: 'docs' },
      plugins: [retryPlugin()],
    });
    tracker.report('a');
    await settle();
    tracker.stop();
    tracker.report('queued');
    const { deviceId, sessionId, windowId } = server.batches[0]!;
    expect(trackerEntries()).toEqual([]);

    consent.set(true);
    expect(consent.granted).toBe(true);
    expect(readCookie('nubiva_did_1')).toMatchObject({ device_id: deviceId });
    expect(readCookie('nubiva_sid_1')).toMatchObject({ sessionId });
    expect(JSON.parse(sessionStorage.getItem('nubiva_wid_1')!)).toBe(windowId);
    expect(JSON.parse(localStorage.getItem('nubiva_ug_1')!)).toMatchObject({
      params: { utm_source: 'newsletter' },
    });
    // The failed batch (retry queue) and the unsent event (stopped) are stored for this tab.
    expect(localStorage.getItem('nubiva_retry_1')).toContain(windowId);
    expect(localStorage.getItem('nubiva_queue_1')).toContain('"queued"');

    // A reload: the stored state comes back, and both wait no longer.
    tracker.destroy();
    history.replaceState(null, '', '/de/limit');
    startWithConsent(true, { custom: { site: 'docs' }, plugins: [retryPlugin()] });
    await settle(3000);
    const later = server.batches.slice(1);
    expect(events(later).sort()).toEqual(['a', 'queued']);
    for (const batch of later) {
      expect(batch).toMatchObject({ deviceId, sessionId, windowId, utmSource: 'newsletter' });
    }
    // The retried batch keeps the consent it was made with; the queued event goes out with
    // the consent of its sending.
    expect(later.map((batch) => [batch.events[0]!.event, batch.custom.consent]).sort()).toEqual([
      ['a', 'none'],
      ['queued', 'granted'],
    ]);
    expect(later.find((batch) => batch.custom.consent === 'granted')!.custom).toEqual({
      site: 'docs',
      consent: 'granted',
    });
  });

  it('granting marks the batches built after it', async () => {
    const server = fakeServer();
    const { tracker, consent } = startWithConsent(false, { custom: { site: 'docs' } });
    tracker.report('a');
    consent.set(true);
    tracker.report('b');
    await settle();
    // a leaves with the consent it was reported under (set() flushes first).
    expect(server.batches.map((batch) => [events([batch]), batch.custom])).toEqual([
      [['a'], { site: 'docs', consent: 'none' }],
      [['b'], { site: 'docs', consent: 'granted' }],
    ]);
  });

  it('withdrawing deletes every stored key and cookie at once and goes on in memory with new ids', async () => {
    const server = fakeServer((_, attempt) => (attempt === 1 ? fail() : ok()));
    history.replaceState(null, '', '/de/?utm_source=newsletter');
    const { tracker, consent } = startWithConsent(true, {
      custom: { site: 'docs' },
      plugins: [retryPlugin()],
    });
    tracker.setUserId('u-1');
    tracker.report('a');
    await settle();
    tracker.stop();
    tracker.report('queued');
    tracker.flush();
    // The host-only fallback of the device cookie, as a browser refusing the Domain leaves it.
    const hostOnly = encodeURIComponent(JSON.stringify({ device_id: 'c'.repeat(32) }));
    document.cookie = `nubiva_did_1=${hostOnly}; Path=/`;
    expect(trackerEntries()).toEqual(
      expect.arrayContaining([
        'cookie nubiva_did_1',
        'cookie nubiva_sid_1',
        'sessionStorage nubiva_wid_1',
        'localStorage nubiva_ug_1',
        'localStorage nubiva_queue_1',
        'localStorage nubiva_retry_1',
      ]),
    );
    const old = server.batches[0]!;

    consent.set(false);
    expect(consent.granted).toBe(false);
    expect(trackerEntries()).toEqual([]);
    expect(document.cookie).not.toContain('c'.repeat(32));

    tracker.start();
    tracker.report('b');
    await settle(3000);
    expect(trackerEntries()).toEqual([]);
    const byEvent = (name: string) =>
      server.batches.find((batch) => batch.events.some((event) => event.event === name))!;
    const next = byEvent('b');
    expect(next.deviceId).not.toBe(old.deviceId);
    expect(next.sessionId).not.toBe(old.sessionId);
    expect(next).toMatchObject({
      userId: '',
      loggedIn: false,
      custom: { site: 'docs', consent: 'none' },
    });
    // Known limit (README): the window id is read once at init, so it stays for the page.
    expect(next.windowId).toBe(old.windowId);
    // Kept in memory, not lost: the event queued while stopped, and the failed batch (resent
    // as it was made).
    expect(byEvent('queued')).toMatchObject({ deviceId: next.deviceId });
    expect(server.names().filter((name) => name === 'a')).toHaveLength(2);
    expect(server.batches.filter((batch) => batch.deviceId === old.deviceId)).toHaveLength(2);
  });

  it('withdrawing sends the queue first, with the ids its events were reported under', async () => {
    const server = fakeServer();
    const { tracker, consent } = startWithConsent(true);
    tracker.report('a');
    consent.set(false);
    tracker.report('b');
    await settle();
    const [first, second] = server.batches;
    expect(first).toMatchObject({ custom: { consent: 'granted' } });
    expect(events([first!])).toEqual(['a']);
    expect(second).toMatchObject({ custom: { consent: 'none' } });
    expect(second!.deviceId).not.toBe(first!.deviceId);
  });

  it('granting again after a withdrawal stores the new ids and this page’s window id and campaign params', async () => {
    history.replaceState(null, '', '/de/?utm_source=newsletter');
    const server = fakeServer();
    const { tracker, consent } = startWithConsent(true);
    consent.set(false);
    expect(trackerEntries()).toEqual([]);
    consent.set(true);
    tracker.report('a');
    await settle();
    expect(readCookie('nubiva_did_1')).toMatchObject({ device_id: server.batches[0]!.deviceId });
    expect(JSON.parse(sessionStorage.getItem('nubiva_wid_1')!)).toBe(server.batches[0]!.windowId);
    expect(localStorage.getItem('nubiva_ug_1')).toContain('newsletter');
    expect(server.batches[0]!.custom).toEqual({ consent: 'granted' });
  });

  it('the current value again does nothing', async () => {
    const server = fakeServer();
    const { tracker, consent } = startWithConsent(false);
    const update = vi.spyOn(tracker, 'updateConfig');
    tracker.report('a');
    consent.set(false);
    tracker.report('b');
    await settle();
    // One batch (no flush in between), one device.
    expect(server.batches).toHaveLength(1);
    expect(update).not.toHaveBeenCalled();
    expect(trackerEntries()).toEqual([]);
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
    expect(server.names()).toEqual(['page_enter', 'a', 'b', 'c']);
    // page_enter goes out at init (start sends at once), then one batch per report.
    expect(server.batches.map((batch) => batch.custom.consent)).toEqual([
      'none',
      'none',
      'granted',
      'none',
    ]);
    expect(error).not.toHaveBeenCalled();
    // Nothing but the core's warning (once per store).
    expect(warn.mock.calls.every((call) => call[1] === 'Browser storage unavailable')).toBe(true);
  });
});
