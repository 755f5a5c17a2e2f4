import type { IncomingMessage } from 'node:http';
export type BodyResult = {
    ok: true;
    body: Buffer;
} | {
    ok: false;
    reason: 'too-large' | 'aborted';
};
/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over
 * the limit is refused before reading; a body that grows past it while
 * streaming stops being buffered at once, so memory stays bounded.
 */
export declare function readBody(request: IncomingMessage, limit: number): Promise<BodyResult>;
