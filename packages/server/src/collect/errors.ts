/**
 * Error answers of POST /lc_t, in the shape the tracker reads (docs/requirements.md#tracker-sending):
 * `{"errMsg": {"errorCode": <number>, "hint": "..."}}`. The code's first three
 * digits are the HTTP status, so a log line tells both at once.
 */
export const CollectError = {
  invalidJson: 40001,
  invalidBatch: 40002,
  crossOrigin: 40301,
  notFound: 40401,
  methodNotAllowed: 40501,
  tooLarge: 41301,
  notJson: 41501,
  rateLimited: 42901,
  storageUnavailable: 50301,
  spoolFull: 50302,
  diskLow: 50303,
} as const;

export type CollectErrorCode = (typeof CollectError)[keyof typeof CollectError];

export interface ErrorBody {
  errMsg: { errorCode: CollectErrorCode; hint: string };
}

export function httpStatusOf(code: CollectErrorCode): number {
  return Math.floor(code / 100);
}

export function errorBody(code: CollectErrorCode, hint: string): ErrorBody {
  return { errMsg: { errorCode: code, hint } };
}
