import { LOG_ERROR } from './constants.js';
import { newId } from './id.js';
import type { Log } from './types.js';

/**
 * Content of the device info cookie (docs/requirements.md#tracker-storage). Every update starts from a
 * device info with a device_id (a new one, or the stored one, which init checks), so the
 * tracker never writes one without (docs/requirements.md#tracker-init).
 */
export interface DeviceInfo {
  device_id: string;
  device_referrer: string;
  user_id?: string;
  logged_in: boolean;
}

/** Content of the session cookie (docs/requirements.md#tracker-storage). */
export interface SessionData {
  sessionId: string;
  sessionReferrer: string;
  updatedAt: number;
}

export const newDevice = (): DeviceInfo => ({
  device_id: newId(),
  device_referrer: document.referrer,
  logged_in: false,
});

export const newSession = (): SessionData => ({
  sessionId: newId(),
  sessionReferrer: document.referrer,
  updatedAt: Date.now(),
});

/** Device info is only stored with a device_id (docs/requirements.md#tracker-init); without, false and an error log. */
export function isValidDevice(info: DeviceInfo, log: Log): boolean {
  if (info.device_id) return true;
  log(LOG_ERROR, 'Invalid device info: no device_id');
  return false;
}
