import { toRows } from '../storage/rows.js';
import { readBody } from './body.js';
import { CollectError, errorBody, httpStatusOf } from './errors.js';
import { collectLimits } from './limits.js';
import { clientKey, isSameOrigin } from './same-origin.js';
import { validateBatch } from './validate.js';
const jsonHeaders = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
};
function send(response, status, body, extra = {}) {
    if (response.headersSent)
        return;
    response.writeHead(status, { ...jsonHeaders, ...extra });
    response.end(JSON.stringify(body));
}
function fail(response, code, hint, extra = {}) {
    send(response, httpStatusOf(code), errorBody(code, hint), extra);
}
function isJson(contentType) {
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    return mediaType === 'application/json';
}
/**
 * POST /lc_t: checks in the order cheapest first (method, origin, rate,
 * type, size), then parses and validates, stores, and answers 200 only after
 * the sink has made the batch durable.
 */
export async function handleCollect(options, request, response) {
    if (request.method !== 'POST') {
        request.resume();
        return fail(response, CollectError.methodNotAllowed, 'use POST', { Allow: 'POST' });
    }
    if (!isSameOrigin(request.headers, options.allowedOrigins, options.trustProxy)) {
        request.resume();
        return fail(response, CollectError.crossOrigin, 'posts from other sites are refused');
    }
    const key = clientKey(request.headers, request.socket.remoteAddress, options.trustProxy);
    const waitSeconds = options.rateLimiter.take(key);
    if (waitSeconds > 0) {
        request.resume();
        return fail(response, CollectError.rateLimited, `too many requests, retry in ${waitSeconds} s`, {
            'Retry-After': String(waitSeconds),
        });
    }
    if (!isJson(request.headers['content-type'])) {
        request.resume();
        return fail(response, CollectError.notJson, 'Content-Type must be application/json');
    }
    const body = await readBody(request, collectLimits.maxBodyBytes);
    if (!body.ok) {
        if (body.reason === 'aborted')
            return;
        return fail(response, CollectError.tooLarge, `the body is larger than ${collectLimits.maxBodyBytes} bytes`, 
        // The rest of an oversized body is not read; close instead of draining it.
        { Connection: 'close' });
    }
    let parsed;
    try {
        parsed = JSON.parse(body.body.toString('utf8'));
    }
    catch (error) {
        return fail(response, CollectError.invalidJson, `the body is not JSON: ${error.message}`);
    }
    const validation = validateBatch(parsed);
    if (!validation.ok)
        return fail(response, CollectError.invalidBatch, validation.hint);
    try {
        const result = await options.sink.store(toRows(validation.value, Date.now()));
        send(response, 200, { ok: true, ...result });
    }
    catch (error) {
        console.error('lc_t: storing a batch failed', error);
        fail(response, CollectError.storageUnavailable, 'the batch could not be stored, retry later', {
            'Retry-After': '5',
        });
    }
}
//# sourceMappingURL=handler.js.map