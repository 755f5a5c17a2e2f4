import { LOG_ERROR } from './constants.js';
import { newId } from './id.js';
import type { Log } from './types.js';

/**
 * Content of the device info cookie (spec 3 "Stored data"). Every update starts from a
 * device info with a device_id (a new one, or the stored one, which init checks), so the
 * tracker never writes one without (spec 5).
 */
export interface DeviceInfo {
  device_id: string;
  device_referrer: string;
  user_id?: string;
  logged_in: boolean;
}

/** Content of the session cookie (spec 3 "Stored data"). */
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

/** Device info is only stored with a device_id (spec 5); without, false and an error log. */
export function isValidDevice(info: DeviceInfo, log: Log): boolean {
  if (info.device_id) return true;
  log(LOG_ERROR, 'Invalid device info: no device_id');
  return false;
}
