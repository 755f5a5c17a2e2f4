/** Public types of the tracker: events, the batch payload, config and plugins. */
import type { FIXED_KEYS } from './config.js';

export type EventParams = Record<string, unknown>;

/** One tracked event (docs/requirements.md#tracker-event) plus `event_id`, our duplicate guard. */
export interface TrackerEvent {
  event: string;
  params: EventParams;
  ts: number;
  url: string;
  prev_url: string;
  hostname: string;
  /** Pathname without trailing slash ("/" stays "/"). */
  pathname: string;
  /** Query string with parameters sorted by name, without "?". */
  search: string;
  workspace: string;
  page_type: string;
  /** Unique per event, so a server can drop a batch it already stored. */
  event_id: string;
}

/** Campaign params of the payload, camel-cased (docs/requirements.md#tracker-batch). */
export interface CampaignFields {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmContent: string;
  utmTerm: string;
  gclid: string;
  gadSource: string;
  gclsrc: string;
  dclid: string;
  gbraid: string;
  wbraid: string;
  fbclid: string;
  msclkid: string;
  twclid: string;
  liFatId: string;
  mcCid: string;
  igshid: string;
  ttclid: string;
  rdtCid: string;
  ref: string;
  lcT: string;
}

export interface EnvironmentFields {
  browser: string;
  browserVersion: string;
  platform: string;
  platformModel: string;
  osName: string;
  osVersion: string;
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
  language: string;
  tzOffset: number;
}

/** The JSON body of `POST /lc_t` (docs/requirements.md#tracker-batch). */
export interface BatchPayload extends CampaignFields, EnvironmentFields {
  deviceId: string;
  sessionId: string;
  windowId: string;
  userId: string;
  loggedIn: boolean;
  appVersion: string;
  referrer: string;
  deviceReferrer: string;
  sessionReferrer: string;
  custom: Record<string, unknown>;
  appId: string;
  sdkVersion: string;
  ugCustom: Record<string, string>;
  sendTs: number;
  events: TrackerEvent[];
  /** Declared (docs/requirements.md#tracker-batch), never filled by the browser (the server may). */
  ip?: string;
  country?: string;
  city?: string;
  subdivision?: string;
  userName?: string;
  userEmail?: string;
  userIsNew?: boolean;
}

/** Why a send failed: `code` 10003/10004 (docs/requirements.md#tracker-errors) or none for network errors and the time-out. */
export interface SendFailure {
  code?: number;
  message: string;
  /** False once the server answered 2xx: it has the events, resending would duplicate them. */
  retryable: boolean;
  /** The server's errMsg of a non-2xx answer. */
  detail?: unknown;
}

/** A failed batch waiting in the retry queue. */
export interface RetryItem {
  batch: BatchPayload;
  retryCount: number;
}

export interface BizParams {
  workspace?: string;
  page_type?: string;
}

export interface TrackerConfig {
  /** Non-empty id of the tracked app; suffix of every storage key. */
  appId: string;
  /** Where batches are POSTed; '' only logs them. */
  endpoint: string;
  /** 0 debug, 1 info, 2 warn, 3 error, 4 silent. */
  logLevel: number;
  autoStart: boolean;
  sessionExpireTime: number;
  ugParamsExpireTime: number;
  /** When false, stored campaign params win over new ones until they expire. */
  allowUgOverride?: boolean;
  reportDelay: number;
  batchSize: number;
  networkTimeout: number;
  /** Also hand debug/info/warn logs to plugins (errors always are). */
  emitLogEventOnAllLevel?: boolean;
  /** Derives `workspace` and `page_type` of each event from its URL. */
  extractBizParams?: (url: URL) => BizParams;
  /** With GPC or Do Not Track set, store nothing and send nothing. */
  respectPrivacySignals: boolean;
  /**
   * Inert from init, as with GPC/DNT: no event collected (held ones dropped), nothing stored,
   * read or sent (consent mode without consent: `@nubiva/tracker/consent`).
   */
  optOut?: boolean;
  appVersion: string;
  custom: Record<string, unknown>;
  ugCustom: Record<string, string>;
  plugins: TrackerPlugin[];
}

export type InitOptions = Pick<TrackerConfig, 'appId' | 'endpoint'> & Partial<TrackerConfig>;

/** Fields `updateConfig` accepts: all but the ones fixed at init (`FIXED_KEYS`, docs/requirements.md#tracker-init). */
export type EditableConfig = Partial<Omit<TrackerConfig, (typeof FIXED_KEYS)[number]>>;

/** What the tracker tells its plugins. */
export type TrackerSignal =
  | { type: 'START' }
  | { type: 'STOP' }
  /** The page is going away; plugins report last events before the final flush. */
  | { type: 'UNLOAD' }
  | {
      type: 'REPORT_ERROR';
      batch: BatchPayload;
      retryCount: number;
      error: SendFailure;
    }
  | { type: 'LOG'; level: number; message: string };

export interface TrackerPlugin {
  readonly name: string;
  setup(tracker: PluginHost): void;
  onSignal?(signal: TrackerSignal): void;
  teardown?(): void;
}

/** The part of the tracker a plugin may use. */
export interface PluginHost {
  report(event: string, params?: EventParams, url?: string): void;
  send(batch: BatchPayload, retryCount: number): Promise<void>;
  readonly isStopped: boolean;
  readonly appId: string;
  readonly windowId: string;
  readonly log: Log;
  readonly storage: WebStore;
  flush(): void;
}

/** Logs `message` (and `detail`, when given) at a level: 0 debug, 1 info, 2 warn, 3 error. */
export type Log = (level: number, message: string, ...detail: unknown[]) => void;

/** The part of the Storage API the store uses (cookies provide it too); any call may throw. */
export interface RawStorage {
  getItem(key: string): string | null | undefined;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A browser storage that never throws, values as JSON (`readText`: a value as stored). */
export interface WebStore {
  read<T>(key: string, onCorrupt?: (error: unknown) => void): T | undefined;
  /** The stored text as it is (not JSON); undefined or null when there is none. */
  readText(key: string): string | null | undefined;
  /** Writing undefined removes the key. */
  write(key: string, value: unknown): void;
}
