import { describe, expect, it, vi } from 'vitest';
import { readEnvironment } from '../src/environment.js';

const WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko)';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';

/** User agents of current browsers and what the payload names them. */
const CASES: [ua: string, browser: string, version: string, os: string, osVersion: string][] = [
  [`${WIN} Chrome/131.0.0.0 Safari/537.36`, 'Chrome', '131.0.0.0', 'Windows NT', '10.0'],
  [
    `${WIN} Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86`,
    'Edg',
    '131.0.2903.86',
    'Windows NT',
    '10.0',
  ],
  [`${WIN} Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0`, 'OPR', '115.0.0.0', 'Windows NT', '10.0'],
  [
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Firefox',
    '133.0',
    'Linux',
    '',
  ],
  [`${MAC} Version/18.1 Safari/605.1.15`, 'Safari', '18.1', 'Mac OS X', '10.15.7'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Safari',
    '18.1',
    'iPhone OS',
    '18.1',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1',
    'Safari',
    '17.7',
    'CPU OS',
    '17.7',
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Chrome',
    '131.0.0.0',
    'Android',
    '10',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Chrome',
    '131.0.0.0',
    'CrOS',
    '',
  ],
  ['curl/8.11.0', '', '', '', ''],
];

describe('browser and OS fields (batch payload)', () => {
  it.each(CASES)('%s', (ua, browser, browserVersion, osName, osVersion) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
    expect(readEnvironment()).toMatchObject({
      browser,
      browserVersion,
      osName,
      osVersion,
      userAgent: ua,
    });
  });

  it('reads screen, language, platform and time zone from the browser', () => {
    expect(readEnvironment()).toMatchObject({
      platform: navigator.platform,
      platformModel: '',
      screenWidth: screen.width,
      screenHeight: screen.height,
      language: navigator.language,
      tzOffset: new Date().getTimezoneOffset(),
    });
  });
});
