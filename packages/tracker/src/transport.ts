import { ERROR_RESPONSE, ERROR_STATUS, KEEPALIVE_BODY_LIMIT } from './constants.js';
import type { BatchPayload, SendFailure } from './types.js';

const byteLength = (text: string): number => new Blob([text]).size;

/** Bytes of this page's keepalive requests still in flight (the browser's budget is shared). */
let keepaliveInFlight = 0;

/**
 * Splits a batch into parts whose JSON body fits the keepalive budget, so
 * every part can outlive the page. A single event larger than the budget
 * goes alone (and without keepalive).
 */
export function splitBatch(batch: BatchPayload): BatchPayload[] {
  const { events } = batch;
  if (events.length < 2 || byteLength(JSON.stringify(batch)) <= KEEPALIVE_BODY_LIMIT) {
    return [batch];
  }
  const half = Math.ceil(events.length / 2);
  return [
    ...splitBatch({ ...batch, events: events.slice(0, half) }),
    ...splitBatch({ ...batch, events: events.slice(half) }),
  ];
}

/**
 * POSTs one batch. Resolves undefined when the server answered 2xx with JSON
 * and no errMsg; otherwise resolves the failure: 10003 for a non-2xx status
 * (its errMsg kept as detail), 10004 for a 2xx with errMsg or unparsable
 * body (not retryable: the server has the events), no code for network
 * errors and the time-out.
 */
export async function postBatch(
  endpoint: string,
  batch: BatchPayload,
  timeoutMs: number,
): Promise<SendFailure | undefined> {
  const body = JSON.stringify(batch);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  // Over the shared budget the browser rejects keepalive outright; such a part goes as a
  // normal request (it still completes while the page lives).
  const size = byteLength(body);
  const keepalive = keepaliveInFlight + size <= KEEPALIVE_BODY_LIMIT;
  if (keepalive) keepaliveInFlight += size;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      keepalive,
      priority: 'low',
      signal: abort.signal,
    } as RequestInit);
    const text = await response.text();
    let errMsg: { errorCode?: unknown; hint?: unknown } | undefined;
    let message = '';
    try {
      errMsg = JSON.parse(text)?.errMsg;
    } catch (error) {
      message = `Failed to parse response. ${error}`;
    }
    if (!response.ok) {
      return {
        code: ERROR_STATUS,
        message: `Status code is ${response.status}`,
        retryable: true,
        detail: errMsg,
      };
    }
    // The server answered 2xx: it has the events, so nothing is retryable.
    if (errMsg) message = `Server error: ${errMsg.errorCode} - ${errMsg.hint}`;
    if (message) return { code: ERROR_RESPONSE, message, retryable: false };
  } catch (error) {
    return {
      message: abort.signal.aborted ? `Timed out after ${timeoutMs} ms` : String(error),
      retryable: true,
    };
  } finally {
    clearTimeout(timer);
    if (keepalive) keepaliveInFlight -= size;
  }
}
