import type { EnvironmentFields } from './types.js';

/**
 * Browser, OS and screen facts of the payload. Names are the user agent's
 * own tokens (e.g. "Edg", "Windows NT"); platformModel needs a high-entropy
 * client hint, not requested on purpose, so it stays empty.
 */
export function readEnvironment(): EnvironmentFields {
  const ua = navigator.userAgent;
  // Edge and Opera also name Chrome; Android also names Linux: the specific token first.
  const [, browser = '', browserVersion = ''] =
    /(Edg|OPR|Firefox)\/([\d.]+)/.exec(ua) ?? /(Chrome|Version)\/([\d.]+)/.exec(ua) ?? [];
  const [, osName = '', osVersion = ''] =
    /(Windows NT|iPhone OS|CPU OS|Mac OS X|Android|CrOS) ?([\d._]*)/.exec(ua) ??
    /(Linux)/.exec(ua) ??
    [];
  return {
    browser: browser.replace('Version', 'Safari'),
    browserVersion,
    platform: navigator.platform,
    platformModel: '',
    osName,
    osVersion: osVersion.replace(/_/g, '.'),
    userAgent: ua,
    screenWidth: screen.width,
    screenHeight: screen.height,
    language: navigator.language,
    tzOffset: new Date().getTimezoneOffset(),
  };
}

/** Global Privacy Control or Do Not Track is on. */
export const hasPrivacySignal = (): boolean =>
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1';
