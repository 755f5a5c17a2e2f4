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
  let since = 0;
  let left = true;
  let listening: AbortController | undefined;

  /** Adds the running stretch; starts a new one when on the page and visible. */
  const clock = (): void => {
    if (since) visibleMs += Date.now() - since;
    since = !left && document.visibilityState !== 'hidden' ? Date.now() : 0;
  };
  const enter = (): void => {
    url = location.href;
    visibleMs = since = 0;
    left = false;
    clock();
    host?.report('page_enter');
  };
  const leave = (reason: 'url_change' | 'close'): void => {
    if (left) return;
    left = true;
    clock();
    host?.report('page_leave', { reason }, url);
    host?.report('page_stay', { duration: visibleMs }, url);
  };

  return {
    name: 'page',
    setup(tracker) {
      host = tracker;
      const until = { signal: (listening = new AbortController()).signal };
      document.addEventListener('visibilitychange', clock, until);
      // Back from the back/forward cache: a new visit of the page.
      addEventListener('pageshow', (event) => event.persisted && enter(), until);
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
      listening?.abort();
      host = undefined;
      left = true;
    },
  };
}
