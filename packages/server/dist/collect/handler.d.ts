import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventSink } from '../storage/sink.js';
import type { RateLimiter } from './rate-limit.js';
export interface CollectOptions {
    sink: EventSink;
    rateLimiter: RateLimiter;
    allowedOrigins: readonly string[];
    trustProxy: boolean;
}
/**
 * POST /lc_t: checks in the order cheapest first (method, origin, rate,
 * type, size), then parses and validates, stores, and answers 200 only after
 * the sink has made the batch durable.
 */
export declare function handleCollect(options: CollectOptions, request: IncomingMessage, response: ServerResponse): Promise<void>;
