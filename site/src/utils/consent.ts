/**
 * The reader's choice about statistics cookies (§ 25 TDDDG). Without a choice,
 * or with "no", the tracker collects nothing and stores nothing on the device;
 * with "yes" it stores its ids as docs/requirements.md#tracker-storage says. The choice itself
 * is the one strictly necessary entry (its key is not a tracker key).
 */
import { siteStorage } from '../data/siteStorage';

export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = siteStorage.consentKey;

/** Dispatched on window when the reader changes the choice (detail: the choice). */
export const CONSENT_EVENT = 'nubiva:consent';

/**
 * Dispatched on window by the tracker's client module once it starts and after each choice
 * (detail: the device id of the events sent with consent, or undefined; see `trackerDeviceId`).
 */
export const DEVICE_ID_EVENT = 'nubiva:device-id';

let deviceId: string | undefined;

/**
 * The device id a reader gives to ask about the events sent with consent: the stored one while
 * statistics are allowed, after a withdrawal the one it deleted (for this page's life).
 */
export const trackerDeviceId = (): string | undefined => deviceId;

/** Called by the tracker's client module: remembers the id and tells the consent control. */
export function announceDeviceId(id: string | undefined): void {
  deviceId = id;
  window.dispatchEvent(new CustomEvent(DEVICE_ID_EVENT, { detail: id }));
}

/** The stored choice; undefined when none was made or storage is unavailable. */
export function readConsent(): ConsentChoice | undefined {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the choice (when storage allows) and tells the tracker at once. */
export function writeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    console.warn('[consent] browser storage is unavailable: the choice lasts for this page only');
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

/** Global Privacy Control or Do Not Track: the tracker stays off whatever the choice. */
export function privacySignal(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}
