/** The User Timing mark set when React has hydrated the first page (read by bench/budgets/measure.mjs). */
export const HYDRATED_MARK = 'nubiva:hydrated';

const waiting: (() => void)[] = [];
let hydrated = false;

/**
 * Runs task once React has hydrated the first page (at once if it has). The
 * page's scripts load after its first paint (src/plugins/fastLoad/pageScripts.ts), so
 * the load event no longer means "hydrated": work that must stay off the
 * hydration path waits for this instead.
 */
export function whenHydrated(task: () => void): void {
  if (hydrated) task();
  else waiting.push(task);
}

/** Called once by the hydrationMark client module, from the hydration commit. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  performance.mark(HYDRATED_MARK);
  for (const task of waiting.splice(0)) task();
}
