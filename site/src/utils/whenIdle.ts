import { whenHydrated } from './whenHydrated';

/**
 * Runs task once React has hydrated the first page, the page has loaded and
 * the main thread is idle (with a time-out, so it runs at all on a busy page).
 * Work scheduled this way stays out of the first load and off the hydration
 * path. (The page's scripts load after its first paint, so the load event
 * alone does not mean "hydrated".)
 */
export function whenIdle(task: () => void): void {
  const idle = (): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 1);
  };
  whenHydrated(() => {
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}
