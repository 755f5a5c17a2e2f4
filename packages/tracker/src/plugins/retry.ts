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
  let list: PersistedList<RetryItem> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const drop = ({ batch: { events } }: RetryItem, why: string): void =>
    host!.log(
      LOG_ERROR,
      `Failed to send events: ${events.length} dropped, ${why}`,
      events.map((event) => event.event_id),
    );
  const tick = (): void => {
    // Offline every send fails; waiting keeps the retries for when it can work.
    const item = navigator.onLine === false ? undefined : list!.items.shift();
    if (!item) return;
    list!.save();
    void host!.send(item.batch, item.retryCount);
  };
  const run = (on: boolean): void => {
    clearInterval(timer);
    if (on) timer = setInterval(tick, RETRY_INTERVAL_MS);
  };

  return {
    name: 'retry',
    setup(tracker) {
      host = tracker;
      list = loadPersistedList(tracker, `${KEY_PREFIX}retry_${tracker.appId}`, ORPHAN_AFTER_MS);
      run(!tracker.isStopped);
    },
    onSignal(signal) {
      if (signal.type === 'START') run(true);
      if (signal.type === 'STOP') run(false);
      // A 2xx answer means the server has the events (the 10004 error is logged already).
      if (signal.type !== 'REPORT_ERROR' || !list || !signal.error.retryable) return;
      if (signal.retryCount >= RETRY_MAX) return drop(signal, `after ${RETRY_MAX} retries`);
      list.items.push({ batch: signal.batch, retryCount: signal.retryCount + 1 });
      while (list.items.length > RETRY_CAPACITY) drop(list.items.shift()!, 'retry queue full');
      list.save();
    },
    teardown() {
      run(false);
      host = list = undefined;
    },
  };
}
