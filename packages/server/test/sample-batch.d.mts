import type { BatchPayload } from '@nubiva/tracker';

/** One sample batch with every field of the tracker's payload; overrides replace fields. */
export function sampleBatch<Overrides extends Record<string, unknown>>(
  overrides?: Overrides,
): Omit<BatchPayload, keyof Overrides> & Overrides;
