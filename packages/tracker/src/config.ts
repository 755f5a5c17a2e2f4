import type { InitOptions, TrackerConfig } from './types.js';

/** Keys `updateConfig` refuses (spec 5). */
export const FIXED_KEYS = [
  'appId',
  'ugParamsExpireTime',
  'allowUgOverride',
  'autoStart',
  'networkTimeout',
  'emitLogEventOnAllLevel',
  'extractBizParams',
  'plugins',
];

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
