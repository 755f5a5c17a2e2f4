// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://docs.nubiva.example/de/"}
/**
 * The privacy policy renders the tracker facts of platform.ts; these tests fail
 * when those facts drift from the tracker (packages/tracker, run here in
 * happy-dom as the site runs it) or when a privacy page stops rendering them,
 * so the policy stays true to what the tracker stores and sends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BLOG_SOURCE_KEY,
  DEVICE_COOKIE_MAX_AGE_S,
  KEY_PREFIX,
  SESSION_EXPIRE_MS,
  UG_PARAMS_EXPIRE_MS,
} from '../../packages/tracker/src/constants';
import { resolveConfig } from '../../packages/tracker/src/config';
import { pageTracking } from '../../packages/tracker/src/plugins/page';
import { retryPlugin } from '../../packages/tracker/src/plugins/retry';
import { createTracker, type Tracker } from '../../packages/tracker/src/tracker';
import { platform } from '../src/data/platform';
import { loadPages } from './content/pages';

const facts = platform.privacy.tracker;
const hourMs = 60 * 60 * 1000;
const dayS = 24 * 60 * 60;

/** The batch fields (docs/requirements.md#tracker-batch), each of which the policy names. */
const batchFields = [
  'deviceId',
  'sessionId',
  'windowId',
  'userId',
  'loggedIn',
  'browser',
  'browserVersion',
  'platform',
  'platformModel',
  'osName',
  'osVersion',
  'userAgent',
  'screenWidth',
  'screenHeight',
  'language',
  'tzOffset',
  'appVersion',
  'referrer',
  'deviceReferrer',
  'sessionReferrer',
  'custom',
  'appId',
  'sdkVersion',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
  'gclid',
  'gadSource',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'twclid',
  'liFatId',
  'mcCid',
  'igshid',
  'ttclid',
  'rdtCid',
  'ref',
  'lcT',
  'ugCustom',
  'sendTs',
  'events',
  // Declared but never filled: the policy says so.
  'ip',
  'country',
  'city',
  'subdivision',
  'userName',
  'userEmail',
  'userIsNew',
];

/** Names of the cookies (each once) and of the local and session storage keys the page holds. */
function storedKeys(): { cookies: string[]; localStorage: string[]; sessionStorage: string[] } {
  const keysOf = (storage: Storage): string[] =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index)!).sort();
  const cookieNames = document.cookie
    .split('; ')
    .filter(Boolean)
    .map((cookie) => cookie.split('=')[0]!);
  return {
    cookies: [...new Set(cookieNames)].sort(),
    localStorage: keysOf(localStorage),
    sessionStorage: keysOf(sessionStorage),
  };
}

function clearStoredKeys(): void {
  for (const name of storedKeys().cookies) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    document.cookie = `${name}=; Max-Age=0; Path=/; Domain=nubiva.example`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

/** The site's init options (src/clientModules/analytics.ts reads the same facts). */
const runAsTheSite = (tracker: Tracker): boolean =>
  tracker.init({
    appId: facts.appId,
    endpoint: facts.endpoint,
    respectPrivacySignals: true,
    logLevel: 4,
    plugins: [pageTracking(), retryPlugin()],
  });

describe('tracker facts match the tracker', () => {
  let tracker: Tracker;

  beforeEach(() => {
    vi.useFakeTimers();
    clearStoredKeys();
    tracker = createTracker();
  });

  afterEach(() => {
    tracker.destroy();
    clearStoredKeys();
    history.replaceState(null, '', '/de/');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the same key prefix and lifetimes', () => {
    expect(facts.keyPrefix).toBe(KEY_PREFIX);
    expect(facts.readOnly.key).toBe(BLOG_SOURCE_KEY);
    expect(facts.sessionExpiryHours * hourMs).toBe(SESSION_EXPIRE_MS);
    expect(facts.campaignParamsExpiryDays * 24 * hourMs).toBe(UG_PARAMS_EXPIRE_MS);
    expect(facts.deviceCookieMaxAgeDays * dayS).toBe(DEVICE_COOKIE_MAX_AGE_S);
  });

  it('honours Global Privacy Control and Do Not Track unless told otherwise', async () => {
    const config = resolveConfig({ appId: facts.appId, endpoint: facts.endpoint });
    expect(config.respectPrivacySignals).toBe(true);
    expect(config.sessionExpireTime).toBe(facts.sessionExpiryHours * hourMs);
    // With Do Not Track on, the tracker as the site runs it stores and sends nothing.
    vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('1');
    const send = vi.fn();
    vi.stubGlobal('fetch', send);
    history.replaceState(null, '', '/de/?utm_source=newsletter');
    expect(runAsTheSite(tracker)).toBe(true);
    tracker.report('click');
    tracker.flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(storedKeys()).toEqual({ cookies: [], localStorage: [], sessionStorage: [] });
    expect(send).not.toHaveBeenCalled();
  });

  it('stores exactly the documented keys', async () => {
    // A visit from a campaign link while the network fails: the tracker stores all it can,
    // the ids, the campaign params, the queue of unsent events and the retry queue.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    history.replaceState(null, '', '/de/?utm_source=newsletter');
    expect(runAsTheSite(tracker)).toBe(true);
    // page_enter goes out, fails and waits in the retry queue.
    await vi.advanceTimersByTimeAsync(100);
    tracker.stop();
    tracker.report('click');
    tracker.flush();
    const key = (name: string): string => `${facts.keyPrefix}${name}_${facts.appId}`;
    const { keys } = facts;
    expect(storedKeys()).toEqual({
      cookies: [key(keys.deviceCookie), key(keys.sessionCookie)].sort(),
      localStorage: [key(keys.campaignParams), key(keys.eventQueue), key(keys.retryQueue)].sort(),
      sessionStorage: [key(keys.windowId)],
    });
  });
});

describe('the site runs the tracker as documented', () => {
  it('initialises it with the app id and endpoint of the facts module', () => {
    const analytics = readFileSync(
      join(import.meta.dirname, '..', 'src', 'clientModules', 'analytics.ts'),
      'utf8',
    );
    // Read from the facts module, never typed: the privacy policy renders the same values.
    expect(analytics).toMatch(/appId:\s*privacy\.tracker\.appId\b/);
    expect(analytics).toMatch(/endpoint:\s*privacy\.tracker\.endpoint\b/);
    // The facts module loads with the SDK chunk, after the page (not in the first-load bundle).
    expect(analytics).toMatch(
      /\{ privacy \}\] =\s*await Promise\.all\(\[loadTracker\(\), import\('\.\.\/data\/platform'\)\]\)/,
    );
    expect(analytics).toMatch(/respectPrivacySignals:\s*true/);
  });
});

describe.each(
  loadPages()
    .filter((page) => page.id === 'privacy')
    .map((page) => [page.locale, page] as const),
)('the %s privacy policy', (_locale, page) => {
  it('renders every storage key and the retention from the facts module', () => {
    for (const name of Object.keys(facts.keys)) {
      expect(page.source).toContain(`storageKey(tracker.keys.${name})`);
    }
    expect(page.source).toContain('platform.privacy.tracker');
    expect(page.source).toContain('<code>{tracker.readOnly.key}</code> |');
    expect(page.source).toContain('{platform.privacy.trackerEventRetentionDays}');
    expect(page.typedText).not.toContain(KEY_PREFIX);
  });

  it('names every batch field', () => {
    const inlineCode = new Set(page.source.match(/`[^`\n]+`/g)?.map((code) => code.slice(1, -1)));
    expect(batchFields.filter((field) => !inlineCode.has(field))).toEqual([]);
  });

  it('explains the opt-out through Global Privacy Control and Do Not Track', () => {
    expect(page.source).toContain('Global Privacy Control');
    expect(page.source).toContain('Do Not Track');
    expect(page.headings.some((heading) => heading.depth === 2)).toBe(true);
  });
});
