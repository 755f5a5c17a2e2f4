import type { PluginHost, TrackerPlugin, TrackerSignal } from '../types.js';

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
  let url = '';
  let visibleMs = 0;
  let visibleSince: number | undefined;
  let left = true;
  let listening: AbortController | undefined;

  const pause = (): void => {
    if (visibleSince !== undefined) visibleMs += Date.now() - visibleSince;
    visibleSince = undefined;
  };
  const resume = (): void => {
    if (!left && visibleSince === undefined && document.visibilityState !== 'hidden') {
      visibleSince = Date.now();
    }
  };
  const enter = (): void => {
    url = location.href;
    visibleMs = 0;
    left = false;
    visibleSince = undefined;
    resume();
    host?.report('page_enter', {});
  };
  const leave = (reason: 'url_change' | 'close'): void => {
    if (left) return;
    pause();
    left = true;
    host?.report('page_leave', { reason }, url);
    host?.report('page_stay', { duration: visibleMs }, url);
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') pause();
    else resume();
  };
  const onPageShow = (event: PageTransitionEvent): void => {
    // Back from the back/forward cache: a new visit of the page.
    if (event.persisted) enter();
  };

  return {
    name: 'page',
    setup(tracker) {
      host = tracker;
      const until = { signal: (listening = new AbortController()).signal };
      document.addEventListener('visibilitychange', onVisibility, until);
      addEventListener('pageshow', onPageShow, until);
      enter();
    },
    onSignal(signal: TrackerSignal) {
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
