/**
 * Error answers of POST /lc_t, in the shape the tracker reads (spec 7/8):
 * `{"errMsg": {"errorCode": <number>, "hint": "..."}}`. The code's first three
 * digits are the HTTP status, so a log line tells both at once.
 */
export declare const CollectError: {
    readonly invalidJson: 40001;
    readonly invalidBatch: 40002;
    readonly crossOrigin: 40301;
    readonly notFound: 40401;
    readonly methodNotAllowed: 40501;
    readonly tooLarge: 41301;
    readonly notJson: 41501;
    readonly rateLimited: 42901;
    readonly storageUnavailable: 50301;
};
export type CollectErrorCode = (typeof CollectError)[keyof typeof CollectError];
export interface ErrorBody {
    errMsg: {
        errorCode: CollectErrorCode;
        hint: string;
    };
}
export declare function httpStatusOf(code: CollectErrorCode): number;
export declare function errorBody(code: CollectErrorCode, hint: string): ErrorBody;
