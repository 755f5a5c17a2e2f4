/**
 * Client module: the first-party visitor-event tracker (@nubiva/tracker).
 *
 * Nothing here delays rendering: the SDK is a separate chunk, fetched and
 * initialised once React has hydrated the first page and the browser is
 * idle after the load event. Route
 * changes before that are not reported; the page the visitor is on when the
 * tracker starts gets its page_enter.
 *
 * Privacy: with Global Privacy Control or Do Not Track set, the tracker stores
 * no identifier and sends nothing (`respectPrivacySignals`). Otherwise, until
 * the reader allows statistics (src/utils/consent.ts, § 25 TDDDG), it is opted
 * out: it collects no event, stores, reads and sends nothing. A consent starts
 * it on the page the reader is on (its page_enter then). Page views without
 * consent are counted by the server from the page request (packages/server,
 * src/page-views.ts).
 *
 * Tag-manager and product-analytics page-view hooks are off unless the build
 * configures them (NUBIVA_TAG_MANAGER_DATA_LAYER, NUBIVA_PRODUCT_ANALYTICS_GLOBAL:
 * src/data/buildEnv.ts, passed in customFields): by default the site makes no
 * third-party request, and it never loads a third-party script itself. The hooks
 * start with the tracker and, like it, do nothing under GPC or DNT.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';
import type { PageTrackingPlugin } from '@nubiva/tracker';
import type { platform } from '../data/platform';
import type { PageViewHooks } from '../data/site';
import {
  announceDeviceId,
  CONSENT_EVENT,
  CONSENT_STORAGE_KEY,
  privacySignal,
  readConsent,
  type ConsentChoice,
} from '../utils/consent';
import { loadTracker } from '../utils/loadTracker';
import { nextIdlePeriod, whenIdle } from '../utils/whenIdle';

/** The tracker's settings; its facts come from the facts module, which loads with the SDK. */
export const analyticsOptions = (privacy: typeof platform.privacy) => ({
  appId: privacy.tracker.appId,
  endpoint: privacy.tracker.endpoint,
  /** 3: errors only. */
  logLevel: 3,
  respectPrivacySignals: true,
  /** The build's hooks (docusaurus.config.ts); none unless configured. */
  pageViewHooks: (siteConfig.customFields?.pageViewHooks ?? {}) as PageViewHooks,
});

/** None until the tracker starts, and none under GPC/DNT. */
let pageViewHooks: PageViewHooks = {};

let pageTracking: PageTrackingPlugin | undefined;

/** A choice made on this page, also when storage could not remember it. */
let choiceOnThisPage: ConsentChoice | undefined;

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
  const [{ tracker, pageTracking: createPageTracking, retryPlugin, consentMode }, { privacy }] =
    await Promise.all([loadTracker(), import('../data/platform')]);
  // The chunk's evaluation and the SDK's start (storage, cookies, the first send) in
  // separate tasks: together they were one task of 15-20 ms, a long task on a phone.
  await nextIdlePeriod();
  const page = createPageTracking();
  // Without the reader's consent the tracker collects nothing (§ 25 TDDDG).
  const consent = consentMode(tracker, {
    granted: (choiceOnThisPage ?? readConsent()) === 'granted',
  });
  const { pageViewHooks: hooks, ...options } = analyticsOptions(privacy);
  tracker.init(consent.options({ ...options, plugins: [page, retryPlugin()] }));
  // Granting starts the tracker on this page; withdrawing drops what it has not sent, stops it
  // and deletes every stored id at once. The consent control shows the device id either way, so that a
  // reader who withdraws can still ask about the events already sent.
  const choose = (granted: boolean): void => {
    consent.set(granted);
    announceDeviceId(consent.deviceId);
  };
  announceDeviceId(consent.deviceId);
  addEventListener(CONSENT_EVENT, (event) => {
    choose((event as CustomEvent<ConsentChoice>).detail === 'granted');
  });
  // The choice made in another tab applies here too (else that tab's withdrawal would be undone here).
  addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY) choose(event.newValue === 'granted');
  });
  pageTracking = page;
  // The tracker's own test, made when it starts: with GPC or DNT it sends nothing, nor do the hooks.
  pageViewHooks = options.respectPrivacySignals && privacySignal() ? {} : hooks;
  firePageViewHooks(location.href, pageViewHooks);
}

if (ExecutionEnvironment.canUseDOM) {
  addEventListener(CONSENT_EVENT, (event) => {
    choiceOnThisPage = (event as CustomEvent<ConsentChoice>).detail;
  });
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
    if (pageTracking) firePageViewHooks(window.location.href, pageViewHooks);
  },
};

export const { onRouteDidUpdate } = clientModule;
