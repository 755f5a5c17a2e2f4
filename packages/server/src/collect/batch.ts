import type { BatchPayload, TrackerEvent } from '@nubiva/tracker';

/**
 * The batch payload (docs/requirements.md#tracker-batch) as the server accepts it: the tracker's
 * own types (packages/tracker/src/types.ts), so a field added to or renamed in
 * the tracker fails the collector's type check until its validator follows.
 */
export type TrackedEvent = TrackerEvent;
export type Batch = BatchPayload;

/** Fields the batch declares but the site never fills; accepted, never stored. */
export const declaredUnusedFields = [
  'ip',
  'country',
  'city',
  'subdivision',
  'userName',
  'userEmail',
  'userIsNew',
] as const satisfies readonly (keyof Batch)[];
