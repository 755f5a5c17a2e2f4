/**
 * One sample batch, as the tracker sends it (packages/tracker/src/types.ts
 * BatchPayload): every field with a neutral value. The server tests, the
 * insights data set and the benchmarks (bench/server.mjs, bench/faults.mjs)
 * start from it and override what they vary, so a field added to the
 * tracker's payload is added here once.
 */
export function sampleBatch(overrides = {}) {
  return {
    deviceId: 'dev-1',
    sessionId: 'ses-1',
    windowId: 'win-1',
    userId: '',
    loggedIn: false,
    browser: 'Chrome',
    browserVersion: '131.0',
    platform: 'desktop',
    platformModel: '',
    osName: 'Linux',
    osVersion: '',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
    screenWidth: 1920,
    screenHeight: 1080,
    language: 'de-DE',
    tzOffset: -60,
    appVersion: '',
    referrer: 'https://www.google.com/',
    deviceReferrer: 'https://www.google.com/',
    sessionReferrer: 'https://www.google.com/',
    custom: {},
    appId: '1',
    sdkVersion: '1.0.0',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    utmContent: '',
    utmTerm: '',
    gclid: '',
    gadSource: '',
    gclsrc: '',
    dclid: '',
    gbraid: '',
    wbraid: '',
    fbclid: '',
    msclkid: '',
    twclid: '',
    liFatId: '',
    mcCid: '',
    igshid: '',
    ttclid: '',
    rdtCid: '',
    ref: '',
    lcT: '',
    ugCustom: {},
    sendTs: Date.now(),
    events: [],
    ...overrides,
  };
}

const benchPages = [
  '/de/overview',
  '/de/postgresql',
  '/de/redis',
  '/de/service/domain',
  '/de/support',
];

/**
 * The benchmarks' batch (bench/server.mjs, bench/disk.mjs): 20 page events
 * with realistic fields and a campaign, the browser of a Windows desktop.
 * `eventId(i)` names event i; `sequence` varies the pages.
 */
export function benchBatch({ sequence, now, deviceId, sessionId, windowId = 'win-1', eventId }) {
  const events = Array.from({ length: 20 }, (_, i) => {
    const pathname = benchPages[(sequence + i) % benchPages.length];
    return {
      event: i % 3 === 2 ? 'page_stay' : i % 3 === 1 ? 'page_leave' : 'page_enter',
      params:
        i % 3 === 2 ? { duration: 1000 + i * 137 } : i % 3 === 1 ? { reason: 'url_change' } : {},
      ts: now - (20 - i) * 250,
      url: `https://docs.nubiva.example${pathname}?utm_source=newsletter`,
      prev_url: 'https://docs.nubiva.example/de/',
      hostname: 'docs.nubiva.example',
      pathname,
      search: 'utm_source=newsletter',
      workspace: '',
      page_type: 'docs',
      event_id: eventId(i),
    };
  });
  return sampleBatch({
    deviceId,
    sessionId,
    windowId,
    browserVersion: '131.0.0.0',
    osName: 'Windows',
    osVersion: '10',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'launch',
    sendTs: now,
    events,
  });
}
