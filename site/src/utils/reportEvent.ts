import { loadTracker } from './loadTracker';
import { whenIdle } from './whenIdle';

/**
 * Reports a docs-insights event through the site's tracker. The SDK chunk is
 * fetched once the page is hydrated and the browser idle (as the tracker
 * itself starts), so an event reported while the page renders (the 404
 * screen's not_found) does not pull the SDK into the first load. Events
 * reported before the tracker has started are held until it starts, and sent
 * if the reader had consented; without consent, or with a privacy signal
 * (GPC/DNT), the tracker drops them.
 */
export function reportEvent(name: string, params: Record<string, unknown>): void {
  whenIdle(() => {
    loadTracker()
      .then(({ tracker }) => tracker.report(name, params))
      .catch(() => undefined);
  });
}
