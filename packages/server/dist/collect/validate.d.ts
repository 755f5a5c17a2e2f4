import { type Batch } from './batch.js';
export type Validation<T> = {
    ok: true;
    value: T;
} | {
    ok: false;
    hint: string;
};
/**
 * Validates a parsed JSON body as a tracker batch. The hint names the first
 * offending field, e.g. "events[3].ts must be an integer from … to …".
 */
export declare function validateBatch(body: unknown): Validation<Batch>;
