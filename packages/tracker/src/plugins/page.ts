import type { PluginHost, TrackerPlugin } from '../types.js';

export interface PageTrackingPlugin extends TrackerPlugin {
  /** Call after a client-side route change: leaves the old page (url_change), enters the new one. */
  pageChanged(): void;
}

/**
 * page_enter on entry; on leaving (route change or close) page_leave with
 * `reason` and page_stay with `duration`, the milliseconds the page was
 * visible (hidden time does not count).
 */
export function pageTracking(): PageTrackingPlugin {
  let host: PluginHost | undefined;
  // Set by enter.
  let url: string;
  let visibleMs: number;
  /** Start of the running visible stretch; 0 while hidden or after leaving. */
  let visibleSince = 0;
  let hasLeft = true;
  let listeners: AbortController | undefined;

  /** Adds the running visible stretch; starts a new one when on the page and visible. */
  const updateVisibleTime = (): void => {
    if (visibleSince) visibleMs += Date.now() - visibleSince;
    visibleSince = !hasLeft && document.visibilityState !== 'hidden' ? Date.now() : 0;
  };
  const enter = (): void => {
    url = location.href;
    visibleMs = 0;
    visibleSince = 0;
    hasLeft = false;
    updateVisibleTime();
    host?.report('page_enter');
  };
  const leave = (reason: 'url_change' | 'close'): void => {
    if (hasLeft) return;
    hasLeft = true;
    updateVisibleTime();
    host?.report('page_leave', { reason }, url);
    host?.report('page_stay', { duration: visibleMs }, url);
  };

  return {
    name: 'page',
    setup(tracker) {
      host = tracker;
      listeners = new AbortController();
      const options = { signal: listeners.signal };
      document.addEventListener('visibilitychange', updateVisibleTime, options);
      // Back from the back/forward cache: a new visit of the page.
      addEventListener('pageshow', (event) => event.persisted && enter(), options);
      enter();
    },
    onSignal(signal) {
      if (signal.type === 'UNLOAD') leave('close');
    },
    pageChanged() {
      if (!host || location.href === url) return;
      leave('url_change');
      enter();
    },
    teardown() {
      listeners?.abort();
      // Without a host nothing is reported; setup enters the page afresh.
      host = undefined;
    },
  };
}
