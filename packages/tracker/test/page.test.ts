import { describe, expect, it, vi } from 'vitest';
import { pageTracking } from '../src/plugins/page.js';
import { fakeServer, settle, startTracker } from './helpers.js';

const setVisibility = (state: 'visible' | 'hidden'): void => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('page tracking plugin', () => {
  it('reports page_enter on entry', async () => {
    const server = fakeServer();
    startTracker({ plugins: [pageTracking()] });
    await settle();
    expect(server.batches[0]!.events[0]).toMatchObject({
      event: 'page_enter',
      pathname: '/de/overview',
    });
  });

  it('on a route change: page_leave (url_change) and page_stay for the old URL, page_enter for the new', async () => {
    const server = fakeServer();
    const page = pageTracking();
    startTracker({ plugins: [page] });
    await settle(5000);
    history.pushState(null, '', '/de/redis/');
    page.pageChanged();
    await settle();
    const events = server.batches.flatMap((batch) => batch.events);
    expect(events.map((event) => [event.event, event.pathname, event.params])).toEqual([
      ['page_enter', '/de/overview', {}],
      ['page_leave', '/de/overview', { reason: 'url_change' }],
      ['page_stay', '/de/overview', { duration: 5000 }],
      ['page_enter', '/de/redis', {}],
    ]);
    expect(events[3]!.prev_url).toBe('https://docs.nubiva.example/de/overview/?b=2&a=1');
  });

  it('ignores a route update that keeps the URL', async () => {
    const server = fakeServer();
    const page = pageTracking();
    startTracker({ plugins: [page] });
    page.pageChanged();
    await settle();
    expect(server.names()).toEqual(['page_enter']);
  });

  it('counts only visible time: hidden pauses, visible resumes', async () => {
    const server = fakeServer();
    const page = pageTracking();
    startTracker({ plugins: [page] });
    await vi.advanceTimersByTimeAsync(1000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(500);
    history.pushState(null, '', '/de/limit');
    page.pageChanged();
    await settle();
    const stay = server.batches
      .flatMap((batch) => batch.events)
      .find((event) => event.event === 'page_stay');
    expect(stay!.params).toEqual({ duration: 1500 });
  });

  it('on close (pagehide): page_leave with reason close and page_stay, sent in the final flush, once', async () => {
    const server = fakeServer();
    startTracker({ plugins: [pageTracking()] });
    await settle(2000);
    dispatchEvent(new Event('pagehide'));
    dispatchEvent(new Event('beforeunload'));
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
    await settle();
    expect(server.names()).toEqual(['page_enter', 'page_leave', 'page_stay']);
    const events = server.batches[1]!.events;
    expect(events[0]!.params).toEqual({ reason: 'close' });
    expect(events[1]!.params).toEqual({ duration: 2000 });
  });

  it('a page restored from the back/forward cache is entered again', async () => {
    const server = fakeServer();
    startTracker({ plugins: [pageTracking()] });
    dispatchEvent(new Event('pagehide'));
    const show = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(show, 'persisted', { value: true });
    dispatchEvent(show);
    await settle();
    expect(server.names()).toEqual(['page_enter', 'page_leave', 'page_stay', 'page_enter']);
  });
});
