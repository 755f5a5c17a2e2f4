interface Deadline {
  timeRemaining(): number;
}
type RequestIdle = (callback: (deadline: Deadline) => void) => void;

/** Below this many milliseconds left in an idle period, the rest waits for the next one. */
const MIN_IDLE_MS = 2;

const requestIdle: RequestIdle = (callback) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback);
  // Safari before 18 has no requestIdleCallback: one item per timer task.
  else setTimeout(() => callback({ timeRemaining: () => 0 }), 1);
};

/**
 * Runs `work` for each pushed item in the main thread's idle periods: at
 * least one item per period, more while the period has time left, so a burst
 * of pushes never becomes one long task.
 */
export function createIdleQueue<T>(
  work: (item: T) => void,
  schedule: RequestIdle = requestIdle,
): { push(item: T): void; readonly size: number } {
  const items: T[] = [];
  let scheduled = false;
  const drain = (deadline: Deadline): void => {
    scheduled = false;
    do {
      const item = items.shift() as T;
      try {
        work(item);
      } catch (error) {
        // One failing item must not stop the queue.
        console.error(error);
      }
    } while (items.length > 0 && deadline.timeRemaining() > MIN_IDLE_MS);
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
