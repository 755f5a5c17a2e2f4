/**
 * Client module: the first-party visitor-event tracker (@nubiva/tracker).
 *
 * Nothing here delays rendering: the SDK is a separate chunk, fetched and
 * initialised once the browser is idle after the page has loaded (hydration
 * is done by then). Route changes before that are not reported; the page the
 * visitor is on when the tracker starts gets its page_enter.
 *
 * Privacy: with Global Privacy Control or Do Not Track set, the tracker stores
 * no identifier and sends nothing (`respectPrivacySignals`). Tag-manager and
 * product-analytics page-view hooks exist but are off: by default the site
 * makes no third-party request.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import type { PageTrackingPlugin } from '@nubiva/tracker';
import { privacy } from '../data/platform';

/** Page-view hooks for third-party analytics; each stays off until configured. */
export interface PageViewHooks {
  /** Pushes a page_view into a tag manager's data layer (the operator loads the tag manager). */
  tagManager?: { dataLayerName: string };
  /** Calls a product-analytics client the operator has put on `window` (e.g. `posthog`). */
  productAnalytics?: { globalName: string; eventName: string };
}

export const analyticsOptions = {
  appId: privacy.tracker.appId,
  endpoint: privacy.tracker.endpoint,
  /** 3: errors only. */
  logLevel: 3,
  respectPrivacySignals: true,
  pageViewHooks: {} as PageViewHooks,
};

let pageTracking: PageTrackingPlugin | undefined;

/** Calls the configured third-party hooks; none is configured by default. */
function firePageViewHooks(url: string, hooks: PageViewHooks): void {
  const scope = window as unknown as Record<string, unknown>;
  if (hooks.tagManager) {
    const layer = scope[hooks.tagManager.dataLayerName];
    if (Array.isArray(layer)) layer.push({ event: 'page_view', page_location: url });
  }
  if (hooks.productAnalytics) {
    const client = scope[hooks.productAnalytics.globalName] as
      { capture?: (event: string, properties: object) => void } | undefined;
    client?.capture?.(hooks.productAnalytics.eventName, { $current_url: url });
  }
}

async function startTracker(): Promise<void> {
  const {
    tracker,
    pageTracking: createPageTracking,
    retryPlugin,
  } = await import('@nubiva/tracker');
  const page = createPageTracking();
  const { pageViewHooks, ...options } = analyticsOptions;
  tracker.init({ ...options, plugins: [page, retryPlugin()] });
  pageTracking = page;
  firePageViewHooks(location.href, pageViewHooks);
}

/** After load, when the main thread is idle (with a time-out, so it happens at all). */
function whenIdle(task: () => void): void {
  const idle = (): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

if (ExecutionEnvironment.canUseDOM) {
  whenIdle(() => {
    startTracker().catch((error: unknown) => console.error('[tracker] failed to start', error));
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (
      !previousLocation ||
      location.pathname + location.search === previousLocation.pathname + previousLocation.search
    ) {
      return;
    }
    pageTracking?.pageChanged();
    if (pageTracking) firePageViewHooks(window.location.href, analyticsOptions.pageViewHooks);
  },
};

export const { onRouteDidUpdate } = clientModule;
