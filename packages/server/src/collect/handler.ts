import type { IncomingMessage, ServerResponse } from 'node:http';
import { SinkFullError, type EventSink } from '../storage/sink.js';
import { toRows } from '../storage/rows.js';
import { readBody } from './body.js';
import { lowDiskRetryAfterSeconds, type DiskSpace } from './disk-space.js';
import { CollectError, errorBody, httpStatusOf, type CollectErrorCode } from './errors.js';
import { collectLimits } from './limits.js';
import type { RateLimiter } from './rate-limit.js';
import { isSameOrigin } from './same-origin.js';
import type { TrustedProxies } from '../proxies.js';
import { readBatch } from './reader.js';
import type { ToleranceLog } from './tolerance.js';
import { log } from '../log.js';

export interface CollectOptions {
  sink: EventSink;
  rateLimiter: RateLimiter;
  allowedOrigins: readonly string[];
  trustedProxies: TrustedProxies;
  /** Counts and logs the fields the tolerant reader accepted without knowing them. */
  tolerance?: ToleranceLog;
  /** The free space of the events' disk: under its minimum, batches are refused. */
  diskSpace?: DiskSpace;
  /** Counts what happens to the batches (the metrics). */
  counts?: CollectCounts;
}

export interface CollectCounts {
  /** A batch read: its events. */
  received(events: number): void;
  /** A batch acknowledged: its events. */
  stored(events: number): void;
  /** A post refused, by its error code. */
  rejected(code: CollectErrorCode): void;
}

const jsonHeaders = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

function send(response: ServerResponse, status: number, body: unknown, extra = {}): void {
  if (response.headersSent) return;
  response.writeHead(status, { ...jsonHeaders, ...extra });
  response.end(JSON.stringify(body));
}

export function fail(
  response: ServerResponse,
  code: CollectErrorCode,
  hint: string,
  extra = {},
): void {
  send(response, httpStatusOf(code), errorBody(code, hint), extra);
}

/**
 * A request's JSON body up to `limit` bytes; an oversized or unparsable one is answered with
 * `reject` (an aborted one is not answered) and gives undefined.
 */
export async function readJsonBody(
  request: IncomingMessage,
  limit: number,
  reject: (code: CollectErrorCode, hint: string, extra?: Record<string, string>) => void,
): Promise<{ value: unknown } | undefined> {
  const body = await readBody(request, limit);
  if (!body.ok) {
    if (body.reason === 'too-large')
      // The rest of an oversized body is not read; close instead of draining it.
      reject(CollectError.tooLarge, `the body is larger than ${limit} bytes`, {
        Connection: 'close',
      });
    return undefined;
  }
  try {
    return { value: JSON.parse(body.body.toString('utf8')) as unknown };
  } catch (error) {
    reject(CollectError.invalidJson, `the body is not JSON: ${(error as Error).message}`);
    return undefined;
  }
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * POST /lc_t: checks in the order cheapest first (method, origin, rate,
 * type, size), then parses and reads the batch (tolerantly, see reader.ts),
 * stores, and answers 200 only after the sink has made the batch durable.
 */
export async function handleCollect(
  options: CollectOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const reject = (code: CollectErrorCode, hint: string, extra = {}): void => {
    options.counts?.rejected(code);
    fail(response, code, hint, extra);
  };
  if (request.method !== 'POST') {
    request.resume();
    return reject(CollectError.methodNotAllowed, 'use POST', { Allow: 'POST' });
  }
  if (!isSameOrigin(request, options.allowedOrigins, options.trustedProxies)) {
    request.resume();
    return reject(CollectError.crossOrigin, 'posts from other sites are refused');
  }
  const waitSeconds = options.rateLimiter.take(options.trustedProxies.clientAddress(request));
  if (waitSeconds > 0) {
    request.resume();
    return reject(CollectError.rateLimited, `too many requests, retry in ${waitSeconds} s`, {
      'Retry-After': String(waitSeconds),
    });
  }
  if (options.diskSpace?.low) {
    // Logged by DiskSpace when the disk fills up, not once per refused request.
    request.resume();
    return reject(CollectError.diskLow, 'the server is low on disk space, retry later', {
      'Retry-After': String(lowDiskRetryAfterSeconds),
    });
  }
  if (!isJson(request.headers['content-type'])) {
    request.resume();
    return reject(CollectError.notJson, 'Content-Type must be application/json');
  }
  const parsed = await readJsonBody(request, collectLimits.maxBodyBytes, reject);
  if (parsed === undefined) return;
  const receivedAt = Date.now();
  const read = readBatch(parsed.value, receivedAt);
  if (!read.ok) return reject(CollectError.invalidBatch, read.hint);
  options.tolerance?.note(read.value.notes);
  const events = read.value.batch.events.length;
  options.counts?.received(events);

  try {
    const { batch, extras } = read.value;
    const result = await options.sink.store(toRows(batch, receivedAt, extras));
    options.counts?.stored(events);
    send(response, 200, { ok: true, ...result });
  } catch (error) {
    if (error instanceof SinkFullError) {
      // Logged by the sink when it fills up, not once per refused request.
      return reject(CollectError.spoolFull, error.message, {
        'Retry-After': String(error.retryAfterSeconds),
      });
    }
    log.error({ err: error }, 'lc_t: storing a batch failed');
    reject(CollectError.storageUnavailable, 'the batch could not be stored, retry later', {
      'Retry-After': '5',
    });
  }
}
