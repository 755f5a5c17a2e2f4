import { loadTracker } from './loadTracker';

/**
 * Reports a docs-insights event through the site's tracker. Events reported
 * before the tracker has started are held and sent once it runs; with a
 * privacy signal (GPC/DNT) the tracker drops them.
 */
export function reportEvent(name: string, params: Record<string, unknown>): void {
  loadTracker()
    .then(({ tracker }) => tracker.report(name, params))
    .catch(() => undefined);
}
