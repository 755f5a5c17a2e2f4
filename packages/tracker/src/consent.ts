/**
 * @nubiva/tracker/consent: consent mode (§ 25 TDDDG) as a separate entry over the core's
 * stopped flag and its one storage hook, `wrapStorage`. Without consent the tracker stays
 * stopped: it sends nothing, reads no batch field from the device, and its cookie jar,
 * localStorage and sessionStorage are replaced by memory for the page's life, so events
 * reported meanwhile stay in memory only. With consent it starts and uses the browser's own
 * storages (docs/requirements.md#tracker-storage).
 */
import { KEY_PREFIX } from './constants.js';
import type { DeviceInfo } from './identity.js';
import { cookieStorage } from './storage/cookies.js';
import type { Tracker } from './tracker.js';
import type { InitOptions, RawStorage, StorageKind } from './types.js';

export interface ConsentMode {
  /**
   * The init options with the storage wrapper, `custom.consent` ('granted' | 'none', the
   * caller's own custom keys kept) and, without consent, `autoStart: false` merged in.
   */
  options<T extends InitOptions>(options: T): T;
  /**
   * Grant: from now on the tracker's entries go to the browser's storages, what it holds in
   * memory for this page (ids, campaign params, queues) is written there at once, and the
   * tracker starts (tracker.start(): what it holds is sent).
   * Withdraw: what was reported with consent is sent, the tracker stops (tracker.stop()), every
   * cookie and storage key of the tracker is deleted at once (also the host-only cookie
   * fallback), new device and session ids (tracker.resetAllIds()), memory from now on.
   * Calling with the current value does nothing.
   */
  set(granted: boolean): void;
  readonly granted: boolean;
  /**
   * The device id that events sent with consent carry, which a reader needs to ask about them:
   * with consent the stored one; without, the one the latest deletion removed (a withdrawal, or
   * `options()` finding an earlier visit's), known for the page's life only. Undefined if none.
   */
  readonly deviceId: string | undefined;
}

const KINDS: readonly StorageKind[] = ['cookie', 'local', 'session'];

/** A storage in memory, for the page's life. */
function memoryStorage(): RawStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key),
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Runs `action`; a blocked storage (it throws) has nothing of ours to read or delete. */
function unlessBlocked(action: () => void): void {
  try {
    action();
  } catch {
    // Blocked: nothing can be stored there.
  }
}

/**
 * Consent mode for `tracker`, starting with the visitor's recorded choice. Pass the init
 * options through `options()`; call `set()` when the visitor decides. Without consent,
 * `options()` (where the app id becomes known) deletes what an earlier visit with consent,
 * or a tracker without consent mode, left on the device.
 */
export function consentMode(tracker: Tracker, { granted }: { granted: boolean }): ConsentMode {
  /** Where the tracker's values live without consent, per kind. */
  const memory = {
    cookie: memoryStorage(),
    local: memoryStorage(),
    session: memoryStorage(),
  };
  /** The browser storages the tracker handed to the wrapper (written to at a grant). */
  const browser: Partial<Record<StorageKind, RawStorage>> = {};
  /** Removes with Max-Age 0 from the Domain cookie and the host-only fallback alike. */
  const jar = cookieStorage(() => 0);
  /** The init options given to `options()`: the app id and the caller's custom keys. */
  let given: InitOptions | undefined;
  /** The device id the latest deletion removed from the browser. */
  let deletedDeviceId: string | undefined;
  /** The options that `options()` returned, for a `set()` before init. */
  let initOptions: InitOptions | undefined;

  const custom = () => ({ ...given?.custom, consent: granted ? 'granted' : 'none' });

  /** The device id in the tracker's device cookie; undefined when none is stored or readable. */
  const storedDeviceId = (): string | undefined => {
    try {
      return (
        JSON.parse(jar.getItem(`${KEY_PREFIX}did_${tracker.appId ?? given?.appId}`)!) as DeviceInfo
      ).device_id;
    } catch {
      // None (JSON.parse of undefined throws), blocked, or not JSON.
      return undefined;
    }
  };

  /**
   * Deletes every cookie and storage key of the tracker (`nubiva_<name>_<appId>`) from the
   * browser. With `keep` their values move to memory first: a withdrawal keeps what this page
   * still uses (its window id, campaign params, queues) for a later grant.
   */
  const forget = (keep: boolean): void => {
    const appId = tracker.appId ?? given?.appId;
    if (!appId) return;
    deletedDeviceId = storedDeviceId() ?? deletedDeviceId;
    const ours = (name: string | null): name is string =>
      !!name?.startsWith(KEY_PREFIX) && name.endsWith(`_${appId}`);
    const move = (kind: StorageKind, raw: RawStorage, names: (string | null)[]): void => {
      for (const name of names.filter(ours)) {
        const value = raw.getItem(name);
        if (keep && value) memory[kind].setItem(name, value);
        raw.removeItem(name);
      }
    };
    unlessBlocked(() =>
      move(
        'cookie',
        jar,
        document.cookie.split('; ').map((cookie) => cookie.split('=')[0]!),
      ),
    );
    unlessBlocked(() => move('local', localStorage, Object.keys(localStorage)));
    unlessBlocked(() => move('session', sessionStorage, Object.keys(sessionStorage)));
  };

  /** The wrapStorage hook: the browser's storage with consent, this page's memory without. */
  const wrapStorage = (raw: RawStorage, kind: StorageKind): RawStorage => {
    const inner = given?.wrapStorage?.(raw, kind) ?? raw;
    browser[kind] = inner;
    return granted ? inner : memory[kind];
  };

  return {
    options(options) {
      given = options;
      if (!granted) forget(false);
      const merged = { ...options, wrapStorage, custom: custom() };
      // Without consent the tracker stays stopped: nothing sent, nothing read for a batch.
      if (!granted) merged.autoStart = false;
      initOptions = merged;
      return merged;
    },

    set(value) {
      if (value === granted) return;
      // Events reported with consent leave with the ids they were reported under.
      tracker.flush();
      granted = value;
      if (!granted && tracker.appId !== undefined) tracker.stop();
      if (granted) {
        // This page's values become the stored ones; memory starts empty for a withdrawal.
        for (const kind of KINDS) {
          const { values } = memory[kind];
          unlessBlocked(() => {
            for (const [key, stored] of values) browser[kind]?.setItem(key, stored);
          });
          values.clear();
        }
      } else {
        forget(true);
      }
      // Before init there are no ids to renew: the options init will get are changed instead.
      if (tracker.appId === undefined) {
        if (initOptions) {
          initOptions.custom = custom();
          initOptions.autoStart = granted && given?.autoStart !== false;
        }
        return;
      }
      // (Under GPC/DNT these do nothing.)
      if (!granted) tracker.resetAllIds();
      tracker.updateConfig({ custom: custom() });
      // Granted: the tracker starts; what it holds is sent with the session as it is now.
      if (granted) tracker.start();
    },

    get granted() {
      return granted;
    },

    get deviceId() {
      return granted ? storedDeviceId() : deletedDeviceId;
    },
  };
}
