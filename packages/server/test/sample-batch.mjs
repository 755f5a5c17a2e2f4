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
