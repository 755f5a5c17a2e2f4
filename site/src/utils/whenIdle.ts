import { whenHydrated } from './whenHydrated';

/** Resolves in the main thread's next idle period (with a time-out, so it resolves on a busy page). */
export const nextIdlePeriod = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1);
  });

/**
 * Runs task once React has hydrated the first page, the page has loaded and
 * the main thread is idle. Work scheduled this way stays out of the first
 * load and off the hydration path. (The page's scripts load after its first
 * paint, so the load event alone does not mean "hydrated".)
 */
export function whenIdle(task: () => void): void {
  const idle = (): void => void nextIdlePeriod().then(task);
  whenHydrated(() => {
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}
