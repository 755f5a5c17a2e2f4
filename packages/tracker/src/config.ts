import {
  BATCH_SIZE,
  LOG_ERROR,
  NETWORK_TIMEOUT_MS,
  REPORT_DELAY_MS,
  SESSION_EXPIRE_MS,
  UG_PARAMS_EXPIRE_MS,
} from './constants.js';
import type { EditableConfig, InitOptions, TrackerConfig } from './types.js';

/** Keys `updateConfig` refuses (spec 5). */
const FIXED_KEYS = [
  'appId',
  'ugParamsExpireTime',
  'allowUgOverride',
  'autoStart',
  'networkTimeout',
  'emitLogEventOnAllLevel',
  'extractBizParams',
  'plugins',
];

/** True when init got an object with a non-empty appId and an endpoint that is not null/undefined. */
export const isValidInit = (options: InitOptions | undefined): options is InitOptions =>
  !!options?.appId && options.endpoint != null;

/** Defaults of spec 9; false/empty settings need no default (absent reads as off). */
export const resolveConfig = (options: InitOptions): TrackerConfig => ({
  logLevel: LOG_ERROR,
  autoStart: true,
  sessionExpireTime: SESSION_EXPIRE_MS,
  ugParamsExpireTime: UG_PARAMS_EXPIRE_MS,
  reportDelay: REPORT_DELAY_MS,
  batchSize: BATCH_SIZE,
  networkTimeout: NETWORK_TIMEOUT_MS,
  respectPrivacySignals: true,
  appVersion: '',
  custom: {},
  ugCustom: {},
  plugins: [],
  ...options,
});

/** True when `update` is an object with editable keys only. */
export const isEditable = (update: unknown): update is EditableConfig =>
  !!update &&
  typeof update === 'object' &&
  !Object.keys(update).some((key) => FIXED_KEYS.includes(key));
