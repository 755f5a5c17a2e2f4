import {
  KEY_PREFIX,
  LOG_ERROR,
  ORPHAN_AFTER_MS,
  RETRY_CAPACITY,
  RETRY_INTERVAL_MS,
  RETRY_MAX,
} from '../constants.js';
import { loadPersistedList, type PersistedList } from '../storage/persistedList.js';
import type { PluginHost, RetryItem, TrackerPlugin } from '../types.js';

/**
 * Resends failed batches: one per tick (RETRY_INTERVAL_MS), each at most
 * RETRY_MAX times, at most RETRY_CAPACITY waiting (oldest dropped first).
 * Every drop is logged with its event ids. Kept in local storage, so a reload
 * resumes it. The timer runs only while the tracker is started.
 */
export function retryPlugin(): TrackerPlugin {
  let host: PluginHost | undefined;
  let retries: PersistedList<RetryItem> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const drop = ({ batch: { events } }: RetryItem, why: string): void =>
    host!.log(
      LOG_ERROR,
      `Failed to send events: ${events.length} dropped, ${why}`,
      events.map((event) => event.event_id),
    );
  const tick = (): void => {
    // Offline every send fails; waiting keeps the retries for when it can work.
    const item = navigator.onLine === false ? undefined : retries!.items.shift();
    if (!item) return;
    retries!.save();
    void host!.send(item.batch, item.retryCount);
  };
  const runTimer = (on: boolean): void => {
    clearInterval(timer);
    if (on) timer = setInterval(tick, RETRY_INTERVAL_MS);
  };

  return {
    name: 'retry',
    setup(tracker) {
      host = tracker;
      retries = loadPersistedList(tracker, `${KEY_PREFIX}retry_${tracker.appId}`, ORPHAN_AFTER_MS);
      runTimer(!tracker.isStopped);
    },
    onSignal(signal) {
      if (signal.type === 'START') runTimer(true);
      if (signal.type === 'STOP') runTimer(false);
      // A 2xx answer means the server has the events (the 10004 error is logged already).
      if (signal.type !== 'REPORT_ERROR' || !retries || !signal.error.retryable) return;
      if (signal.retryCount >= RETRY_MAX) return drop(signal, `after ${RETRY_MAX} retries`);
      retries.items.push({ batch: signal.batch, retryCount: signal.retryCount + 1 });
      while (retries.items.length > RETRY_CAPACITY)
        drop(retries.items.shift()!, 'retry queue full');
      retries.save();
    },
    teardown() {
      runTimer(false);
      host = undefined;
      retries = undefined;
    },
  };
}
