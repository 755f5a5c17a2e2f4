/**
 * The privacy policy renders the tracker facts of platform.ts; these tests fail
 * when those facts drift from the tracker's code (packages/tracker) or when a
 * privacy page stops rendering them, so the policy stays true to what the
 * tracker stores and sends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_COOKIE_MAX_AGE_S,
  KEY_PREFIX,
  SESSION_EXPIRE_MS,
  UG_PARAMS_EXPIRE_MS,
} from '../../packages/tracker/src/constants';
import { resolveConfig } from '../../packages/tracker/src/config';
import { platform } from '../src/data/platform';
import { loadPages } from './content/pages';

const facts = platform.privacy.tracker;
const trackerSrc = join(import.meta.dirname, '..', '..', 'packages', 'tracker', 'src');
const hourMs = 60 * 60 * 1000;
const dayS = 24 * 60 * 60;

/** The batch fields of spec section 3, each of which the policy names. */
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

describe('tracker facts match the tracker', () => {
  it('uses the same key prefix and lifetimes', () => {
    expect(facts.keyPrefix).toBe(KEY_PREFIX);
    expect(facts.sessionExpiryHours * hourMs).toBe(SESSION_EXPIRE_MS);
    expect(facts.campaignParamsExpiryDays * 24 * hourMs).toBe(UG_PARAMS_EXPIRE_MS);
    expect(facts.deviceCookieMaxAgeDays * dayS).toBe(DEVICE_COOKIE_MAX_AGE_S);
  });

  it('honours Global Privacy Control and Do Not Track unless told otherwise', () => {
    const config = resolveConfig({ appId: facts.appId, endpoint: facts.endpoint });
    expect(config.respectPrivacySignals).toBe(true);
    expect(config.sessionExpireTime).toBe(facts.sessionExpiryHours * hourMs);
    const environment = readFileSync(join(trackerSrc, 'environment.ts'), 'utf8');
    expect(environment).toContain('globalPrivacyControl');
    expect(environment).toContain('doNotTrack');
  });

  it('stores exactly the documented keys', () => {
    const tracker = readFileSync(join(trackerSrc, 'tracker.ts'), 'utf8');
    const used = [
      ...new Set([...tracker.matchAll(/\bkey\('(\w+)'\)/g)].map((match) => match[1])),
    ].sort();
    const { retryQueue, ...trackerKeys } = facts.keys;
    expect(used).toEqual(Object.values(trackerKeys).sort());
    const retry = readFileSync(join(trackerSrc, 'plugins', 'retry.ts'), 'utf8');
    expect(retry).toContain(`\${KEY_PREFIX}${retryQueue}_\${tracker.appId}`);
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
