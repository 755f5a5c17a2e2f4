import {
  BATCH_SIZE,
  NETWORK_TIMEOUT_MS,
  REPORT_DELAY_MS,
  SESSION_EXPIRE_MS,
  UG_PARAMS_EXPIRE_MS,
} from './constants.js';
import type { InitOptions, TrackerConfig } from './types.js';

/**
 * Settings fixed at init, which `updateConfig` refuses: the list of docs/requirements.md#tracker-init, plus the plugins
 * (added after init with `registerPlugin`) and `optOut` (read at init only). `EditableConfig`
 * is the rest.
 */
export const FIXED_KEYS = [
  'appId',
  'ugParamsExpireTime',
  'allowUgOverride',
  'autoStart',
  'networkTimeout',
  'emitLogEventOnAllLevel',
  'extractBizParams',
  'plugins',
  'optOut',
] as const satisfies readonly (keyof TrackerConfig)[];

/** Settings with a default; absent booleans, strings and objects read as off or empty. */
export type ResolvedConfig = InitOptions &
  Pick<
    TrackerConfig,
    | 'sessionExpireTime'
    | 'ugParamsExpireTime'
    | 'reportDelay'
    | 'batchSize'
    | 'networkTimeout'
    | 'respectPrivacySignals'
  >;

/** The defaults of docs/requirements.md#tracker-constants and the privacy option (on), under the init options. */
export const resolveConfig = (options: InitOptions): ResolvedConfig => ({
  sessionExpireTime: SESSION_EXPIRE_MS,
  ugParamsExpireTime: UG_PARAMS_EXPIRE_MS,
  reportDelay: REPORT_DELAY_MS,
  batchSize: BATCH_SIZE,
  networkTimeout: NETWORK_TIMEOUT_MS,
  respectPrivacySignals: true,
  ...options,
});
