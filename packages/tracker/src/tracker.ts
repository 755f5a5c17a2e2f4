import { campaignFields } from './campaign.js';
import { isEditable, INVALID_CONFIG, INVALID_INIT, isValidInit, resolveConfig } from './config.js';
import {
  DEVICE_COOKIE_MAX_AGE_S,
  LOG_ERROR,
  LOG_INFO,
  LOG_WARN,
  KEY_PREFIX,
  SDK_VERSION,
  SESSION_CHECK_MS,
} from './constants.js';
import { hasPrivacySignal, readEnvironment } from './environment.js';
import { buildEvent } from './event.js';
import { createDeviceIdentity, type DeviceIdentity } from './identity/device.js';
import { createSession, type Session } from './identity/session.js';
import { windowId as readWindowId } from './identity/window.js';
import { createLogger } from './logger.js';
import { cookieStorage } from './storage/cookies.js';
import { loadPersistedList, type PersistedList } from './storage/persistedList.js';
import { createStore, webStorage } from './storage/store.js';
import { postBatch, splitBatch } from './transport.js';
import type {
  BatchPayload,
  EditableConfig,
  EventParams,
  InitOptions,
  PluginHost,
  TrackerConfig,
  TrackerEvent,
  TrackerPlugin,
  TrackerSignal,
  WebStore,
} from './types.js';

/** The public API (documented in the README). */
export interface Tracker extends PluginHost {
  /** Validates options, restores ids and queued events, loads plugins, starts unless autoStart is false. */
  init(options: InitOptions): boolean;
  /** Starts sending: the queue goes out at once. */
  start(): void;
  /** Stops sending; events keep being queued (and stored) until start. */
  stop(): void;
  setUserId(userId: string): void;
  resetUserId(): void;
  /** New session, no user id, new device id. */
  resetAllIds(): void;
  /** Changes editable settings; fixed ones (appId, autoStart, …) are refused with 'Invalid SDK config'. */
  updateConfig(update: EditableConfig): boolean;
  /** Adds a plugin; a second plugin with the same name throws. */
  registerPlugin(plugin: TrackerPlugin): void;
  /** Tears down plugins, session, report and params services; init may be called again. */
  destroy(): void;
}

type Held = [event: string, params: EventParams, url: string | undefined];
/** Payload fields fixed from init on; the rest are read per batch. */
type Common = Omit<
  BatchPayload,
  | 'events'
  | 'sendTs'
  | 'deviceId'
  | 'sessionId'
  | 'userId'
  | 'loggedIn'
  | 'deviceReferrer'
  | 'sessionReferrer'
  | 'appVersion'
  | 'custom'
  | 'ugCustom'
>;

/** A global user-info object whose id, when present, is sent as userId. */
const globalUserId = (): string | undefined =>
  (globalThis as { __NUBIVA_USER_INFO__?: { id?: string } }).__NUBIVA_USER_INFO__?.id;

/** The page goes away: plugins report last events, then the queue is flushed. */
const EXIT_EVENTS = ['pagehide', 'unload'];
/** Only flush: beforeunload may still be cancelled. */
const FLUSH_EVENT = 'beforeunload';

export function createTracker(): Tracker {
  let config: Partial<TrackerConfig> = {};
  let inited = false;
  /** Inited but inert because of a privacy signal. */
  let silent = false;
  let stopped = false;
  let held: Held[] = [];
  let plugins: TrackerPlugin[] = [];
  // Only between init and destroy (and not when silent):
  let storage: WebStore | undefined;
  let device: DeviceIdentity | undefined;
  let session: Session | undefined;
  let tabId = '';
  let queue: PersistedList<TrackerEvent> | undefined;
  let common: Common | undefined;
  let currentUrl = '';
  let prevUrl = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sessionTimer: ReturnType<typeof setInterval> | undefined;
  let listening: AbortController | undefined;

  const log = createLogger(
    () => config.logLevel ?? 3,
    // Plugins hear errors, and every level with emitLogEventOnAllLevel.
    (level, message) => {
      if (level > 2 || config.emitLogEventOnAllLevel) signal({ type: 'LOG', level, message });
    },
  );

  const signal = (message: TrackerSignal): void => {
    for (const plugin of plugins) {
      try {
        plugin.onSignal?.(message);
      } catch (error) {
        // A broken plugin must not break reporting; no LOG signal from here (no loop).
        if (message.type !== 'LOG') log(LOG_WARN, `Plugin ${plugin.name} failed`, error);
      }
    }
  };

  const guard = (): boolean => {
    if (!inited) log(LOG_ERROR, 'Tracker is not inited');
    return inited && !silent;
  };

  /** Sets plugins up; one failing empties the plugin list (spec 8 'Failed to load plugins'). */
  const loadPlugins = (list: TrackerPlugin[], replace: boolean): void => {
    const ready: TrackerPlugin[] = [];
    try {
      for (const plugin of list) {
        plugin.setup(tracker);
        ready.push(plugin);
      }
      if (replace) plugins = list;
    } catch (error) {
      log(LOG_ERROR, 'Failed to load plugins', error);
      // Teardown is idempotent, a plugin in both lists is fine.
      for (const plugin of [...ready, ...plugins]) plugin.teardown?.();
      plugins = [];
    }
  };

  const payload = (events: TrackerEvent[]): BatchPayload => {
    const { device_id, user_id, logged_in, device_referrer } = device!.info;
    const { sessionId, sessionReferrer } = session!.data;
    return {
      ...common!,
      deviceId: device_id,
      sessionId,
      userId: globalUserId() ?? user_id ?? '',
      loggedIn: logged_in,
      deviceReferrer: device_referrer,
      sessionReferrer,
      appVersion: config.appVersion!,
      custom: config.custom!,
      ugCustom: config.ugCustom!,
      sendTs: Date.now(),
      events,
    };
  };

  /** Persists ids and the queue, then sends it in batches unless stopped or offline. */
  const sendQueue = (): void => {
    if (!queue) return;
    clearTimeout(timer);
    timer = undefined;
    session!.save();
    // Offline sends fail into the retry queue, which waits for the network.
    while (!stopped && queue.items.length > 0) {
      void tracker.send(payload(queue.items.splice(0, config.batchSize)), 0);
    }
    queue.save();
  };

  const onPageExit = (): void => {
    signal({ type: 'UNLOAD' });
    sendQueue();
  };

  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') sendQueue();
  };

  const tracker: Tracker = {
    log,
    get isStopped() {
      return stopped;
    },
    // Set at init, before any plugin sees them:
    appId: '',
    windowId: '',
    storage: undefined as unknown as WebStore,

    init(options) {
      if (inited) {
        log(LOG_WARN, 'Tracker is already inited');
        return false;
      }
      if (!isValidInit(options)) {
        log(LOG_ERROR, INVALID_INIT, options);
        return false;
      }
      const resolved = (config = resolveConfig(options));
      inited = true;
      if (resolved.respectPrivacySignals && hasPrivacySignal()) {
        // Nothing stored, nothing sent, held events discarded.
        silent = true;
        held = [];
        log(LOG_INFO, 'GPC/DNT: not tracking');
        return true;
      }
      const key = (name: string): string => `${KEY_PREFIX}${name}_${resolved.appId}`;
      const sid = key('sid');
      const cookies = createStore(
        cookieStorage((name) =>
          name === sid ? Math.ceil(config.sessionExpireTime! / 1000) : DEVICE_COOKIE_MAX_AGE_S,
        ),
        log,
      );
      const local = (storage = createStore(webStorage('localStorage'), log));
      const current = (session = createSession(cookies, sid, () => config.sessionExpireTime!));
      device = createDeviceIdentity(cookies, key('did'), log);
      tabId = readWindowId(createStore(webStorage('sessionStorage'), log), key('wid'));
      queue = loadPersistedList(local, key('queue'), tabId, resolved.sessionExpireTime, (error) =>
        log(LOG_ERROR, 'Failed to add events to report queue', error),
      );
      common = {
        ...readEnvironment(),
        ...campaignFields(
          location.search,
          local,
          key('ug'),
          resolved.ugParamsExpireTime,
          resolved.allowUgOverride,
          log,
        ),
        windowId: tabId,
        referrer: document.referrer,
        appId: resolved.appId,
        sdkVersion: SDK_VERSION,
      };
      currentUrl = location.href;
      prevUrl = document.referrer;
      sessionTimer = setInterval(() => current.check(), SESSION_CHECK_MS);
      Object.assign(tracker, { appId: resolved.appId, windowId: tabId, storage });
      // One abort removes every listener at destroy.
      const until = { signal: (listening = new AbortController()).signal };
      for (const name of EXIT_EVENTS) addEventListener(name, onPageExit, until);
      addEventListener(FLUSH_EVENT, sendQueue, until);
      document.addEventListener('visibilitychange', onVisibility, until);
      stopped = !resolved.autoStart;
      loadPlugins([...resolved.plugins, ...plugins], true);
      for (const [event, params, url] of held.splice(0)) tracker.report(event, params, url);
      if (!stopped) tracker.start();
      return true;
    },

    report(event, params = {}, url) {
      try {
        if (!event) return log(LOG_ERROR, 'Event name cannot be empty');
        if (!inited) {
          held.push([event, params, url]);
          return;
        }
        if (!queue) return;
        const href = url ?? location.href;
        if (href !== currentUrl) {
          prevUrl = currentUrl;
          currentUrl = href;
        }
        const built = buildEvent(event, params, href, prevUrl, config.extractBizParams);
        try {
          session!.touch();
          queue.items.push(built);
        } catch (error) {
          return log(LOG_ERROR, 'Failed to add events to report queue', error);
        }
        if (!stopped) timer ??= setTimeout(sendQueue, config.reportDelay);
      } catch (error) {
        log(LOG_ERROR, 'Failed to report event', error);
      }
    },

    start() {
      if (!guard()) return;
      stopped = false;
      signal({ type: 'START' });
      sendQueue();
    },

    stop() {
      if (!guard()) return;
      stopped = true;
      signal({ type: 'STOP' });
    },

    flush: sendQueue,

    setUserId(userId) {
      if (guard()) device!.update({ ...device!.info, user_id: userId, logged_in: true });
    },

    resetUserId() {
      if (guard()) device!.update({ ...device!.info, user_id: undefined, logged_in: false });
    },

    resetAllIds() {
      if (!guard()) return;
      session!.renew();
      device!.reset();
    },

    updateConfig(update) {
      if (!guard()) return false;
      const editable = isEditable(update);
      if (editable) Object.assign(config, update);
      else log(LOG_ERROR, INVALID_CONFIG, update);
      return editable;
    },

    registerPlugin(plugin) {
      if (plugins.some((known) => known.name === plugin.name)) {
        throw new Error(`Plugin ${plugin.name} is already registered`);
      }
      plugins.push(plugin);
      if (queue) loadPlugins([plugin], false);
    },

    destroy() {
      for (const plugin of plugins) plugin.teardown?.();
      if (queue) {
        clearTimeout(timer);
        clearInterval(sessionTimer);
        queue.save();
        session!.save();
        listening!.abort();
      }
      plugins = held = [];
      config = {};
      inited = silent = stopped = false;
      storage = device = session = queue = common = timer = sessionTimer = undefined;
    },

    /** Sends one batch (split to fit keepalive); failures are logged and signalled as REPORT_ERROR. */
    async send(batch, retryCount) {
      const endpoint = config.endpoint;
      if (!endpoint) return log(LOG_INFO, 'No endpoint: events only logged', batch);
      await Promise.all(
        splitBatch({ ...batch, sendTs: Date.now() }).map(async (part) => {
          const error = await postBatch(endpoint, JSON.stringify(part), config.networkTimeout!);
          if (!error) return;
          log(
            LOG_ERROR,
            `Failed to send events: ${error.code ? `${error.code} ` : ''}${error.message}`,
            error.detail,
          );
          signal({ type: 'REPORT_ERROR', batch: part, retryCount, error });
        }),
      );
    },
  };
  return tracker;
}
