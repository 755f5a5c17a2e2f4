// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://docs.nubiva.example/de/"}
/**
 * The client module's third-party page-view hooks (src/clientModules/analytics.ts):
 * with the hooks the build configured (customFields.pageViewHooks), each page
 * view reaches the operator's tag manager and product-analytics client; without
 * them, or under Global Privacy Control or Do Not Track, nothing does. The
 * tracker SDK is a stand-in here: these tests are about the hooks.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageViewHooks } from '../src/data/site';

const build = vi.hoisted(() => ({ customFields: {} as Record<string, unknown> }));
const sdk = vi.hoisted(() => ({ init: undefined as unknown as ReturnType<typeof vi.fn> }));

vi.mock('@generated/docusaurus.config', () => ({
  default: {
    get customFields() {
      return build.customFields;
    },
  },
}));
vi.mock('../src/utils/whenIdle', () => ({
  whenIdle: (task: () => void) => task(),
  nextIdlePeriod: () => Promise.resolve(),
}));
vi.mock('../src/utils/loadTracker', () => ({
  loadTracker: async () => ({
    tracker: { init: sdk.init },
    pageTracking: () => ({ pageChanged: vi.fn() }),
    retryPlugin: () => ({}),
    consentMode: () => ({ options: (options: object) => options, set: vi.fn() }),
  }),
}));

type Scope = Record<string, unknown>;
const scope = window as unknown as Scope;

/** Loads the client module afresh (it starts the tracker on import) and waits until it has. */
async function startSite(hooks: PageViewHooks | undefined) {
  build.customFields = hooks === undefined ? {} : { pageViewHooks: hooks };
  sdk.init = vi.fn(() => true);
  vi.resetModules();
  const analytics = await import('../src/clientModules/analytics');
  await vi.waitFor(() => expect(sdk.init).toHaveBeenCalledOnce());
  const navigate = (from: string, to: string): void => {
    history.pushState(null, '', to);
    analytics.onRouteDidUpdate!({
      location: { pathname: to, search: '', hash: '', state: undefined },
      previousLocation: { pathname: from, search: '', hash: '', state: undefined },
    } as Parameters<NonNullable<typeof analytics.onRouteDidUpdate>>[0]);
  };
  return { navigate };
}

const bothHooks: PageViewHooks = {
  tagManager: { dataLayerName: 'dataLayer' },
  productAnalytics: { globalName: 'posthog', eventName: '$pageview' },
};

function setPrivacySignals(signals: { gpc?: boolean; dnt?: string }): void {
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    configurable: true,
    get: () => signals.gpc,
  });
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => signals.dnt });
}

describe('third-party page-view hooks', () => {
  let dataLayer: object[];
  let capture: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    history.replaceState(null, '', '/de/');
    setPrivacySignals({});
    // What the operator's scripts would have put on the page.
    dataLayer = [];
    capture = vi.fn();
    scope.dataLayer = dataLayer;
    scope.posthog = { capture };
  });

  afterEach(() => {
    delete scope.dataLayer;
    delete scope.posthog;
    setPrivacySignals({});
  });

  it('reports the first page and each route change to both when configured', async () => {
    const { navigate } = await startSite(bothHooks);
    expect(dataLayer).toEqual([
      { event: 'page_view', page_location: 'https://docs.nubiva.example/de/' },
    ]);
    expect(capture).toHaveBeenCalledExactlyOnceWith('$pageview', {
      $current_url: 'https://docs.nubiva.example/de/',
    });

    navigate('/de/', '/de/redis/');
    expect(dataLayer).toEqual([
      { event: 'page_view', page_location: 'https://docs.nubiva.example/de/' },
      { event: 'page_view', page_location: 'https://docs.nubiva.example/de/redis/' },
    ]);
    expect(capture).toHaveBeenLastCalledWith('$pageview', {
      $current_url: 'https://docs.nubiva.example/de/redis/',
    });
    expect(capture).toHaveBeenCalledTimes(2);

    // A hash change on the same page is no new page view.
    navigate('/de/redis/', '/de/redis/');
    expect(dataLayer).toHaveLength(2);
    expect(capture).toHaveBeenCalledTimes(2);
  });

  it('uses the configured names: only the hook that is set runs', async () => {
    const layer: object[] = [];
    scope.gtmLayer = layer;
    try {
      const { navigate } = await startSite({ tagManager: { dataLayerName: 'gtmLayer' } });
      navigate('/de/', '/de/service/');
      expect(layer).toHaveLength(2);
      expect(dataLayer).toEqual([]);
      expect(capture).not.toHaveBeenCalled();
    } finally {
      delete scope.gtmLayer;
    }
  });

  it('does nothing when the build configured no hook (the default)', async () => {
    const { navigate } = await startSite(undefined);
    navigate('/de/', '/de/redis/');
    expect(dataLayer).toEqual([]);
    expect(capture).not.toHaveBeenCalled();

    const { navigate: again } = await startSite({});
    again('/de/redis/', '/de/');
    expect(dataLayer).toEqual([]);
    expect(capture).not.toHaveBeenCalled();
  });

  it.each([
    ['Global Privacy Control', { gpc: true }],
    ['Do Not Track', { dnt: '1' }],
  ])('does nothing under %s, as the tracker', async (_name, signals) => {
    setPrivacySignals(signals);
    const { navigate } = await startSite(bothHooks);
    // The tracker was told to honour the signal too.
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ respectPrivacySignals: true }));
    navigate('/de/', '/de/redis/');
    expect(dataLayer).toEqual([]);
    expect(capture).not.toHaveBeenCalled();
  });

  it('skips a client the operator has not loaded, without an error', async () => {
    delete scope.dataLayer;
    delete scope.posthog;
    const { navigate } = await startSite(bothHooks);
    expect(() => navigate('/de/', '/de/redis/')).not.toThrow();
    expect(scope.dataLayer).toBeUndefined();
  });
});
