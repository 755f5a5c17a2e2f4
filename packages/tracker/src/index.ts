/** @nubiva/tracker: first-party visitor events, batched, retried, privacy-aware. */
import { createTracker } from './tracker.js';

export { createTracker, type Tracker } from './tracker.js';
export { pageTracking, type PageTrackingPlugin } from './plugins/page.js';
export { retryPlugin } from './plugins/retry.js';
export type * from './types.js';

/** The page's tracker; most sites need exactly one. */
export const tracker = createTracker();
