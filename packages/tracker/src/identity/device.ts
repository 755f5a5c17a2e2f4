import { LOG_ERROR } from '../constants.js';
import { newId } from '../id.js';
import type { Log, WebStore } from '../types.js';

/** Content of the device info cookie (spec 3 "Stored data"). */
export interface DeviceInfo {
  device_id: string;
  device_referrer: string;
  user_id?: string;
  logged_in: boolean;
}

export interface DeviceIdentity {
  readonly info: DeviceInfo;
  /** Replaces the stored info; without device_id it is refused and logged. */
  update(info: DeviceInfo): void;
  /** A new device id, no user. */
  reset(): void;
}

export function createDeviceIdentity(cookies: WebStore, key: string, log: Log): DeviceIdentity {
  let info = cookies.read<DeviceInfo>(key);
  const identity: DeviceIdentity = {
    get info() {
      return info!;
    },
    update(next) {
      if (!next?.device_id) return log(LOG_ERROR, 'Invalid device info: no device_id');
      info = next;
      cookies.write(key, next);
    },
    reset() {
      identity.update({ device_id: newId(), device_referrer: document.referrer, logged_in: false });
    },
  };
  if (!info?.device_id) identity.reset();
  return identity;
}
