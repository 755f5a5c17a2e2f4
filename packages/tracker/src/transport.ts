import { ERROR_RESPONSE, ERROR_STATUS, KEEPALIVE_BODY_LIMIT } from './constants.js';
import type { BatchPayload, SendFailure } from './types.js';

const byteLength = (text: string): number => new Blob([text]).size;

/** Bytes of this page's keepalive requests still in flight (the browser's budget is shared). */
let keepaliveInFlight = 0;

/**
 * POSTs a batch. One whose JSON body exceeds the keepalive budget is halved
 * first, so every part can outlive the page (a single event larger than the
 * budget goes alone, and without keepalive). `onFailure` hears of each part
 * that failed: 10003 for a non-2xx status (its errMsg kept as detail), 10004
 * for a 2xx with errMsg or unparsable body (not retryable: the server has the
 * events), no code for network errors and the time-out. Settles once every
 * part has.
 */
export async function postBatch(
  endpoint: string,
  batch: BatchPayload,
  timeoutMs: number,
  onFailure: (part: BatchPayload, failure: SendFailure) => void,
): Promise<unknown> {
  const body = JSON.stringify(batch);
  const size = byteLength(body);
  const { events } = batch;
  if (events.length > 1 && size > KEEPALIVE_BODY_LIMIT) {
    const half = Math.ceil(events.length / 2);
    return Promise.all(
      [events.slice(0, half), events.slice(half)].map((part) =>
        postBatch(endpoint, { ...batch, events: part }, timeoutMs, onFailure),
      ),
    );
  }
  const abort = new AbortController();
  // fetch rejects with the reason; a late abort of a finished request does nothing.
  setTimeout(() => abort.abort(`Timed out after ${timeoutMs} ms`), timeoutMs);
  // Over the shared budget the browser rejects keepalive outright; such a part goes as a
  // normal request (it still completes while the page lives).
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
      onFailure(batch, {
        code: ERROR_STATUS,
        message: `Status code is ${response.status}`,
        retryable: true,
        detail: errMsg,
      });
    } else {
      // The server answered 2xx: it has the events, so nothing is retryable.
      if (errMsg) message = `Server error: ${errMsg.errorCode} - ${errMsg.hint}`;
      if (message) onFailure(batch, { code: ERROR_RESPONSE, message, retryable: false });
    }
  } catch (error) {
    // A TypeError from the network, or the time-out's reason.
    onFailure(batch, { message: `${error}`, retryable: true });
  }
  if (keepalive) keepaliveInFlight -= size;
}
