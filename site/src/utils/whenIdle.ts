/**
 * Runs task once the page has loaded and the main thread is idle (with a
 * time-out, so it runs at all on a busy page). Work scheduled this way stays
 * out of the first load and off the hydration path.
 */
export function whenIdle(task: () => void): void {
  const idle = (): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
