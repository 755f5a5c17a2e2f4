import { FIXED_KEYS, resolveConfig, type ResolvedConfig } from './config.js';
import {
  DEFAULT_LOG_LEVEL,
  DEVICE_COOKIE_MAX_AGE_S,
  KEY_PREFIX,
  LOG_ERROR,
  LOG_INFO,
  LOG_WARN,
  REPORT_DELAY_MS,
  SDK_VERSION,
  SESSION_CHECK_MS,
} from './constants.js';
import { campaignFields } from './campaign.js';
import { hasPrivacySignal, readEnvironment } from './environment.js';
import { urlFields } from './event.js';
import { newId } from './id.js';
import {
  isValidDevice,
  newDevice,
  newSession,
  type DeviceInfo,
  type SessionData,
} from './identity.js';
import { cookieStorage } from './storage/cookies.js';
import { loadPersistedList, type PersistedList } from './storage/persistedList.js';
import { createStore } from './storage/store.js';
import { postBatch } from './transport.js';
import type {
  BatchPayload,
  EditableConfig,
  EnvironmentFields,
  InitOptions,
  Log,
  PluginHost,
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

/**
 * The tracker's lifecycle (docs/requirements.md#tracker-lifecycle: not initialised, then initialised; destroyed):
 * - `uninitialised`: reports are held, and init replays them. destroy() tears everything down
 *   and returns here, so init may follow.
 * - `optedOut`: initialised while the browser signals GPC or DNT, or with `optOut` (consent
 *   mode without consent): inert, nothing collected, stored or sent.
 * - `tracking`: initialised; events are queued, and sent unless the stopped flag is set.
 */
type Lifecycle = 'uninitialised' | 'optedOut' | 'tracking';

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
  | keyof EnvironmentFields
>;

/** A global user-info object whose id, when present, is sent as userId. */
const globalUserId = (): string | undefined =>
  (window as { __NUBIVA_USER_INFO__?: { id?: string } }).__NUBIVA_USER_INFO__?.id;

const LOG_METHODS = ['debug', 'info', 'warn', 'error'] as const;

export function createTracker(): Tracker {
  let lifecycle: Lifecycle = 'uninitialised';
  /** Spec 4's stopped flag: while tracking, events are queued (and stored) but not sent. */
  let stopped = false;
  /** Reports made while uninitialised; init replays them. */
  let held: (() => void)[] = [];
  let plugins: TrackerPlugin[] = [];
  /** The init options with their defaults; while uninitialised none (so the default log level). */
  let config = {} as ResolvedConfig;
  // Set by init, read only while tracking.
  let cookies: WebStore;
  let storage: WebStore;
  let windowId: string;
  let session: SessionData;
  let device: DeviceInfo;
  let queue: PersistedList<TrackerEvent>;
  let common: Common;
  /**
   * The browser, screen and language fields, read from the device when the first batch is
   * built: a tracker that stays stopped never reads them.
   */
  let environment: EnvironmentFields | undefined;
  let currentUrl: string;
  let prevUrl: string;
  let sendTimer: ReturnType<typeof setTimeout> | undefined;
  let sessionTimer: ReturnType<typeof setInterval>;
  let pageListeners: AbortController;

  /** A cookie or storage key of this app. */
  const key = (name: string): string => `${KEY_PREFIX}${name}_${config.appId}`;

  /** Console output gated by logLevel (0 debug, 1 info, 2 warn, 3 error, 4 silent). */
  const log: Log = (level, message, ...detail) => {
    if (level >= (config.logLevel ?? DEFAULT_LOG_LEVEL)) {
      console[LOG_METHODS[level]!]('[tracker]', message, ...detail.filter((d) => d !== undefined));
    }
    // Plugins hear errors, and every level with emitLogEventOnAllLevel.
    if (level >= LOG_ERROR || config.emitLogEventOnAllLevel) {
      signal({ type: 'LOG', level, message });
    }
  };

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

  /** For the methods that need init: whether the tracker is tracking; before init an error log. */
  const isReady = (): boolean => {
    if (lifecycle === 'uninitialised') log(LOG_ERROR, 'Tracker is not inited');
    return lifecycle === 'tracking';
  };

  /** Sets plugins up; one failing empties the plugin list ('Failed to load plugins', docs/requirements.md#tracker-errors). */
  const loadPlugins = (list: TrackerPlugin[]): void => {
    try {
      for (const plugin of list) plugin.setup(tracker);
    } catch (error) {
      log(LOG_ERROR, 'Failed to load plugins', error);
      // `list` is part of `plugins`; teardown is safe on a plugin not (fully) set up.
      for (const plugin of plugins) plugin.teardown?.();
      plugins = [];
    }
  };

  const setDevice = (info: DeviceInfo): void => {
    if (!isValidDevice(info, log)) return;
    device = info;
    cookies.write(key('did'), device);
  };
  const renewSession = (): void => {
    session = newSession();
    cookies.write(key('sid'), session);
  };
  /**
   * Spec 4: a session expires once the time since its last update plus the report delay
   * reaches the expiry; then (or without a session) a new one opens.
   */
  const checkSession = (): void => {
    const valid =
      session?.sessionId &&
      Date.now() - session.updatedAt + REPORT_DELAY_MS < config.sessionExpireTime;
    if (!valid) renewSession();
  };

  const payload = (events: TrackerEvent[]): BatchPayload => ({
    ...(environment ??= readEnvironment()),
    ...common,
    deviceId: device.device_id,
    sessionId: session.sessionId,
    userId: globalUserId() ?? device.user_id ?? '',
    loggedIn: device.logged_in,
    deviceReferrer: device.device_referrer,
    sessionReferrer: session.sessionReferrer,
    appVersion: config.appVersion ?? '',
    custom: config.custom ?? {},
    ugCustom: config.ugCustom ?? {},
    sendTs: Date.now(),
    events,
  });

  /** Persists the session and the queue, then sends the queue in batches unless stopped. */
  const sendQueue = (): void => {
    if (lifecycle !== 'tracking') return;
    clearTimeout(sendTimer);
    sendTimer = undefined;
    cookies.write(key('sid'), session);
    // Offline sends fail into the retry queue, which waits for the network.
    while (!stopped && queue.items.length > 0) {
      void tracker.send(payload(queue.items.splice(0, config.batchSize)), 0);
    }
    queue.save();
  };

  const tracker: Tracker = {
    log,
    get isStopped() {
      return stopped;
    },
    get appId() {
      return config.appId;
    },
    get windowId() {
      return windowId;
    },
    get storage() {
      return storage;
    },

    init(options) {
      if (lifecycle !== 'uninitialised') {
        log(LOG_WARN, 'Tracker is already inited');
        return false;
      }
      // Spec 5: an object with a non-empty appId and an endpoint that is not null/undefined.
      if (!options?.appId || options.endpoint == null) {
        log(LOG_ERROR, 'Init options is invalid', options);
        return false;
      }
      config = resolveConfig(options);
      const heldReports = held;
      held = [];
      const signalled = config.respectPrivacySignals && hasPrivacySignal();
      if (signalled || config.optOut) {
        // Nothing collected, stored or sent; held events discarded.
        lifecycle = 'optedOut';
        if (signalled) log(LOG_INFO, 'GPC/DNT: not tracking');
        return true;
      }
      const jar = cookieStorage((name) =>
        name === key('sid') ? Math.ceil(config.sessionExpireTime / 1000) : DEVICE_COOKIE_MAX_AGE_S,
      );
      cookies = createStore(() => jar, log);
      storage = createStore(() => localStorage, log);
      const tabStorage = createStore(() => sessionStorage, log);
      // The stored session and device, if any (read as undefined otherwise): a session goes
      // on unless it has expired, a device without a device_id is replaced.
      session = cookies.read<SessionData>(key('sid'))!;
      checkSession();
      device = cookies.read<DeviceInfo>(key('did'))!;
      if (!device?.device_id) setDevice(newDevice());
      // The tab's id: kept in session storage, so it survives reloads of the same tab.
      windowId = tabStorage.read<string>(key('wid')) || newId();
      tabStorage.write(key('wid'), windowId);
      queue = loadPersistedList(tracker, key('queue'), config.sessionExpireTime);
      environment = undefined;
      common = {
        ...campaignFields(
          storage,
          key('ug'),
          config.ugParamsExpireTime,
          config.allowUgOverride,
          log,
        ),
        windowId,
        referrer: document.referrer,
        appId: config.appId,
        sdkVersion: SDK_VERSION,
      };
      currentUrl = location.href;
      prevUrl = document.referrer;
      sessionTimer = setInterval(checkSession, SESSION_CHECK_MS);
      // One abort removes every listener at destroy. beforeunload only flushes: it may
      // still be cancelled. unload (docs/requirements.md#tracker-sending) only where pagehide does not exist: browsers
      // deprecate unload listeners, which also keep the page out of the back/forward cache.
      pageListeners = new AbortController();
      const listenerOptions = { signal: pageListeners.signal };
      // The page goes away: plugins report last events, then the queue is flushed.
      const onPageExit = (): void => {
        signal({ type: 'UNLOAD' });
        sendQueue();
      };
      addEventListener('onpagehide' in window ? 'pagehide' : 'unload', onPageExit, listenerOptions);
      addEventListener('beforeunload', sendQueue, listenerOptions);
      document.addEventListener(
        'visibilitychange',
        () => document.visibilityState === 'hidden' && sendQueue(),
        listenerOptions,
      );
      lifecycle = 'tracking';
      stopped = config.autoStart === false;
      plugins = [...(config.plugins ?? []), ...plugins];
      loadPlugins(plugins);
      for (const replay of heldReports) replay();
      if (!stopped) tracker.start();
      return true;
    },

    report(event, params = {}, url) {
      try {
        if (!event) {
          log(LOG_ERROR, 'Event name cannot be empty');
          return;
        }
        if (lifecycle === 'uninitialised') {
          held.push(() => tracker.report(event, params, url));
          return;
        }
        if (lifecycle !== 'tracking') return;
        const href = url ?? location.href;
        if (href !== currentUrl) {
          prevUrl = currentUrl;
          currentUrl = href;
        }
        const parsed = new URL(href);
        const biz = config.extractBizParams?.(parsed) ?? {};
        // Spec 4: each queued event renews the session, or opens a new one once expired.
        checkSession();
        session.updatedAt = Date.now();
        queue.items.push({
          event,
          params,
          ts: Date.now(),
          url: href,
          prev_url: prevUrl,
          ...urlFields(parsed),
          workspace: biz.workspace ?? '',
          page_type: biz.page_type ?? '',
          event_id: newId(),
        });
        if (!stopped) sendTimer ??= setTimeout(sendQueue, config.reportDelay);
      } catch (error) {
        log(LOG_ERROR, 'Failed to report event', error);
      }
    },

    start() {
      if (!isReady()) return;
      stopped = false;
      signal({ type: 'START' });
      sendQueue();
    },

    stop() {
      if (!isReady()) return;
      stopped = true;
      signal({ type: 'STOP' });
    },

    flush: sendQueue,

    setUserId(userId) {
      if (isReady()) setDevice({ ...device, user_id: userId, logged_in: true });
    },

    resetUserId() {
      if (isReady()) setDevice({ ...device, user_id: undefined, logged_in: false });
    },

    resetAllIds() {
      if (!isReady()) return;
      renewSession();
      setDevice(newDevice());
    },

    updateConfig(update) {
      if (!isReady()) return false;
      // An object with editable keys only.
      if (!!update && typeof update === 'object' && !FIXED_KEYS.some((name) => name in update)) {
        Object.assign(config, update);
        return true;
      }
      log(LOG_ERROR, 'Invalid SDK config', update);
      return false;
    },

    registerPlugin(plugin) {
      if (plugins.some((known) => known.name === plugin.name)) {
        throw new Error(`Plugin ${plugin.name} is already registered`);
      }
      plugins.push(plugin);
      if (lifecycle === 'tracking') loadPlugins([plugin]);
    },

    destroy() {
      for (const plugin of plugins) plugin.teardown?.();
      if (lifecycle === 'tracking') {
        // Stopped, the flush only stores the session and the queue.
        stopped = true;
        sendQueue();
        clearInterval(sessionTimer);
        pageListeners.abort();
      }
      lifecycle = 'uninitialised';
      stopped = false;
      held = [];
      plugins = [];
      config = {} as ResolvedConfig;
    },

    /** Sends one batch (split to fit keepalive); failures are logged and signalled as REPORT_ERROR. */
    async send(batch, retryCount) {
      if (!config.endpoint) {
        log(LOG_INFO, 'No endpoint: events only logged', batch);
        return;
      }
      await postBatch(
        config.endpoint,
        { ...batch, sendTs: Date.now() },
        config.networkTimeout,
        (part, error) => {
          log(
            LOG_ERROR,
            `Failed to send events: ${error.code ? `${error.code} ` : ''}${error.message}`,
            error.detail,
          );
          signal({ type: 'REPORT_ERROR', batch: part, retryCount, error });
        },
      );
    },
  };
  return tracker;
}
