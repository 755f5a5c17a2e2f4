/**
 * The idle queue behind the scheduled prefetching of linked routes
 * (src/plugins/scheduledPrefetch): work runs only in idle periods, never all
 * at once when a period is short, and one failing item does not stop it.
 */
import { describe, expect, it, vi } from 'vitest';
import { createIdleQueue, SLICE_MS } from '../src/plugins/scheduledPrefetch/idleQueue';

type IdleCallback = (deadline: { timeRemaining(): number }) => void;

/** A scheduler whose idle periods the test runs by hand. */
function manualIdle() {
  const pending: IdleCallback[] = [];
  return {
    schedule: (callback: IdleCallback) => void pending.push(callback),
    get scheduled() {
      return pending.length;
    },
    /** Runs the next idle period; timeRemaining() answers `remaining` in turn (then 0). */
    runPeriod(...remaining: number[]) {
      pending.shift()?.({ timeRemaining: () => remaining.shift() ?? 0 });
    },
  };
}

describe('idle queue', () => {
  it('does no work when items are pushed, only in the next idle period, and asks for one period', () => {
    const idle = manualIdle();
    const work = vi.fn();
    const queue = createIdleQueue(work, idle.schedule);
    queue.push('a');
    queue.push('b');
    expect(work).not.toHaveBeenCalled();
    expect(idle.scheduled).toBe(1);
  });

  it('runs items that work pushes, and an idle period with nothing left to do does nothing', () => {
    const idle = manualIdle();
    const done: string[] = [];
    const queue = createIdleQueue((item: string) => {
      done.push(item);
      if (item === 'route') queue.push('chunk');
    }, idle.schedule);
    queue.push('route');
    // The pushed chunk asks for a period of its own and also runs in this one.
    idle.runPeriod(9, 9);
    expect(done).toEqual(['route', 'chunk']);
    expect(idle.scheduled).toBe(1);
    idle.runPeriod(9);
    expect(done).toEqual(['route', 'chunk']);
    expect(idle.scheduled).toBe(0);
  });

  it('runs items while the period has time left and leaves the rest for the next period', () => {
    const idle = manualIdle();
    const done: string[] = [];
    const queue = createIdleQueue((item: string) => void done.push(item), idle.schedule);
    for (const item of ['a', 'b', 'c', 'd', 'e']) queue.push(item);
    // After a: 9 ms left, after b: 5 ms, after c: 1 ms (below the 2 ms floor).
    idle.runPeriod(9, 5, 1);
    expect(done).toEqual(['a', 'b', 'c']);
    expect(queue.size).toBe(2);
    expect(idle.scheduled).toBe(1);
    idle.runPeriod(9, 9);
    expect(done).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(idle.scheduled).toBe(0);
  });

  it('stops after a slice of work even when the idle period has time left', () => {
    const idle = manualIdle();
    let clock = 0;
    const done: string[] = [];
    // Each item takes 2 ms of the clock; the period would allow 40 ms.
    const queue = createIdleQueue(
      (item: string) => {
        clock += 2;
        done.push(item);
      },
      idle.schedule,
      () => clock,
    );
    for (let index = 0; index < 10; index++) queue.push(String(index));
    idle.runPeriod(40, 40, 40, 40, 40, 40, 40, 40, 40, 40);
    expect(done).toHaveLength(Math.ceil(SLICE_MS / 2));
    expect(idle.scheduled).toBe(1);
  });

  it('still makes progress in periods with no time left: one item each', () => {
    const idle = manualIdle();
    const done: string[] = [];
    const queue = createIdleQueue((item: string) => void done.push(item), idle.schedule);
    queue.push('a');
    queue.push('b');
    idle.runPeriod();
    expect(done).toEqual(['a']);
    idle.runPeriod();
    expect(done).toEqual(['a', 'b']);
  });

  it('logs a failing item and goes on with the next', () => {
    const idle = manualIdle();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const done: string[] = [];
    const queue = createIdleQueue((item: string) => {
      if (item === 'bad') throw new Error('no chunk');
      done.push(item);
    }, idle.schedule);
    queue.push('bad');
    queue.push('good');
    idle.runPeriod(10, 10);
    expect(done).toEqual(['good']);
    expect(error).toHaveBeenCalledWith(new Error('no chunk'));
    error.mockRestore();
  });

  it('falls back to one item per timer task where requestIdleCallback is missing (Safari before 18)', async () => {
    vi.useFakeTimers();
    const done: string[] = [];
    const queue = createIdleQueue((item: string) => void done.push(item));
    queue.push('a');
    queue.push('b');
    expect(done).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['a', 'b']);
    vi.useRealTimers();
  });
});
