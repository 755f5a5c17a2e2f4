/** The tracker's constants (docs/requirements.md#tracker-constants); every number the tracker uses lives here. */

export const SDK_VERSION = '1.0.0';

/** Prefix of every cookie and storage key; the app id is the suffix. */
export const KEY_PREFIX = 'nubiva_';

/** Browsers share 64 KiB among all in-flight keepalive requests; stay below with headroom. */
export const KEEPALIVE_BODY_LIMIT = 60 * 1024;

export const RETRY_INTERVAL_MS = 1000;
export const RETRY_MAX = 3;
export const RETRY_CAPACITY = 30;

/** Log levels: a message prints when its level is at least the configured one. */
export const LOG_DEBUG = 0;
export const LOG_INFO = 1;
export const LOG_WARN = 2;
export const LOG_ERROR = 3;
/** The log level before init and when the options name none (3, errors only). */
export const DEFAULT_LOG_LEVEL = LOG_ERROR;

export const ERROR_STATUS = 10003;
export const ERROR_RESPONSE = 10004;

/** Query parameters kept as campaign ("UG") params, in payload order. */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'gad_source',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'twclid',
  'li_fat_id',
  'mc_cid',
  'igshid',
  'ttclid',
  'rdt_cid',
  'ref',
  'lc_t',
] as const;

/** Source codes of the first `lc_t` part. */
export const LC_T_SOURCES: Readonly<Record<string, string>> = {
  d: 'devto',
  m: 'medium',
  s: 'substack',
  z: 'zenn',
  q: 'qiita',
  n: 'note',
};

export const SESSION_EXPIRE_MS = 60 * 60 * 1000;
export const UG_PARAMS_EXPIRE_MS = 24 * 60 * 60 * 1000;
export const REPORT_DELAY_MS = 1000 / 60;
export const BATCH_SIZE = 20;
export const NETWORK_TIMEOUT_MS = 10_000;
/** How often an expired session is replaced even without new events. */
export const SESSION_CHECK_MS = 60_000;
/** Lifetime of the device info cookie (Chromium caps cookies at 400 days). */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** A tab's stored retries untouched this long are taken over by the next tab. */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;

/** Local storage key (unprefixed, written by the blog pages) whose value becomes `rdt_cid`. */
export const BLOG_SOURCE_KEY = 'blog_source';
