import type { EventSink } from './sink.js';
import { log } from '../log.js';

const dayMs = 24 * 60 * 60 * 1000;

/** An error as one log line: ClickHouse's messages end in a newline, and a stack says nothing here. */
const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();

/**
 * Deletes events received more than `days` ago, now and then every hour.
 * A failed run is logged as one line and tried again at the next run; it never
 * stops the server. `stop()` ends the timer and gives up a run in progress (a
 * run waiting for ClickHouse must not hold up a shutdown).
 */
export function startRetention(sink: EventSink, days: number, everyMs = 60 * 60 * 1000) {
  const abort = new AbortController();
  const run = async () => {
    try {
      await sink.deleteReceivedBefore(Date.now() - days * dayMs, abort.signal);
    } catch (error) {
      if (abort.signal.aborted) return;
      const next = everyMs >= 60_000 ? `${Math.round(everyMs / 60_000)} min` : `${everyMs} ms`;
      log.error(`retention: deleting old events failed (next try in ${next}): ${oneLine(error)}`);
    }
  };
  const first = run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return {
    firstRun: first,
    stop: () => {
      clearInterval(timer);
      abort.abort(new Error('retention stopped'));
    },
  };
}
