/**
 * @nubiva/tracker/consent: consent mode (§ 25 TDDDG) as a separate entry over the core's public
 * API and its `optOut` init option. Without consent the tracker is opted out, as under GPC/DNT:
 * it collects no event (reports are dropped, none is held for later), stores, reads and sends
 * nothing. A grant starts it then, as a page load would: its plugins are set up afresh, so page
 * tracking reports page_enter for the page the grant is made on
 * (docs/requirements.md#tracker-storage).
 */
import { KEY_PREFIX } from './constants.js';
import type { DeviceInfo } from './identity.js';
import { cookieStorage } from './storage/cookies.js';
import type { Tracker } from './tracker.js';
import type { InitOptions, RawStorage } from './types.js';

export interface ConsentMode {
  /**
   * The init options with `custom.consent: 'granted'` (the caller's own custom keys kept; a
   * consent-mode tracker sends only with consent) and, without consent, `optOut: true`.
   */
  options<T extends InitOptions>(options: T): T;
  /**
   * Grant: the tracker starts as on a page load (tracker.destroy(), tracker.init()), with the
   * browser's storages; page tracking reports page_enter for this page.
   * Withdraw: events still waiting to be sent are dropped, not sent; the tracker is torn down,
   * every cookie and storage key of it is deleted at once (also the host-only cookie fallback),
   * and it goes on opted out; a later grant starts with new device and session ids.
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
  /** Removes with Max-Age 0 from the Domain cookie and the host-only fallback alike. */
  const jar = cookieStorage(() => 0);
  /** The options `options()` returned (init gets them; `set()` changes them in place). */
  let initOptions: InitOptions | undefined;
  /** The device id the latest deletion removed from the browser. */
  let deletedDeviceId: string | undefined;

  /** The device id in the tracker's device cookie; undefined when none is stored or readable. */
  const storedDeviceId = (): string | undefined => {
    try {
      return (JSON.parse(jar.getItem(`${KEY_PREFIX}did_${initOptions?.appId}`)!) as DeviceInfo)
        .device_id;
    } catch {
      // None (JSON.parse of undefined throws), blocked, or not JSON.
      return undefined;
    }
  };

  /** Deletes every cookie and storage key of the tracker (`nubiva_<name>_<appId>`) from the browser. */
  const forget = (): void => {
    if (!initOptions) return;
    deletedDeviceId = storedDeviceId() ?? deletedDeviceId;
    const ours = (name: string | null): name is string =>
      !!name?.startsWith(KEY_PREFIX) && name.endsWith(`_${initOptions!.appId}`);
    const remove = (raw: RawStorage, names: (string | null)[]): void => {
      for (const name of names.filter(ours)) raw.removeItem(name);
    };
    unlessBlocked(() =>
      remove(
        jar,
        document.cookie.split('; ').map((cookie) => cookie.split('=')[0]!),
      ),
    );
    unlessBlocked(() => remove(localStorage, Object.keys(localStorage)));
    unlessBlocked(() => remove(sessionStorage, Object.keys(sessionStorage)));
  };

  return {
    options(options) {
      const merged = {
        ...options,
        custom: { ...options.custom, consent: 'granted' },
        optOut: !granted,
      };
      initOptions = merged;
      if (!granted) forget();
      return merged;
    },

    set(value) {
      if (value === granted) return;
      granted = value;
      const initialised = tracker.appId !== undefined;
      // Torn down, it stores (never sends) its waiting events once more: deleted right after.
      if (initialised) tracker.destroy();
      if (!granted) forget();
      if (!initOptions) return;
      initOptions.optOut = !granted;
      // Initialised afresh: with consent as on a page load, without opted out (GPC/DNT still win).
      if (initialised) tracker.init(initOptions);
    },

    get granted() {
      return granted;
    },

    get deviceId() {
      return granted ? storedDeviceId() : deletedDeviceId;
    },
  };
}
