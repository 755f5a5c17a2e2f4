interface Deadline {
  timeRemaining(): number;
}
type RequestIdle = (callback: (deadline: Deadline) => void) => void;

/** Below this many milliseconds left in an idle period, the rest waits for the next one. */
const MIN_IDLE_MS = 2;
/**
 * At most this much work per idle callback. Idle periods last up to 50 ms, and
 * a task that long still delays a tap that arrives meanwhile (and counts as
 * blocking time on a phone several times slower than a laptop).
 */
export const SLICE_MS = 5;

const requestIdle: RequestIdle = (callback) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback);
  // Safari before 18 has no requestIdleCallback: one item per timer task.
  else setTimeout(() => callback({ timeRemaining: () => 0 }), 1);
};

/**
 * Runs `work` for each pushed item in the main thread's idle periods: at
 * least one item per period, more while the period has time left and the
 * slice (SLICE_MS) is not used up, so a burst of pushes never becomes one long
 * task.
 */
export function createIdleQueue<T>(
  work: (item: T) => void,
  schedule: RequestIdle = requestIdle,
  now: () => number = () => performance.now(),
): { push(item: T): void; readonly size: number } {
  const items: T[] = [];
  let scheduled = false;
  const drain = (deadline: Deadline): void => {
    scheduled = false;
    const sliceEnd = now() + SLICE_MS;
    // The queue may be empty: work that pushes items schedules a period, and this
    // period may already have run them.
    while (items.length > 0) {
      const item = items.shift() as T;
      try {
        work(item);
      } catch (error) {
        // One failing item must not stop the queue.
        console.error(error);
      }
      if (deadline.timeRemaining() <= MIN_IDLE_MS || now() >= sliceEnd) break;
    }
    if (items.length > 0) ensureScheduled();
  };
  const ensureScheduled = (): void => {
    if (scheduled) return;
    scheduled = true;
    schedule(drain);
  };
  return {
    push(item) {
      items.push(item);
      ensureScheduled();
    },
    get size() {
      return items.length;
    },
  };
}
