import type { BatchPayload } from '@nubiva/tracker';

/** One sample batch with every field of the tracker's payload; overrides replace fields. */
export function sampleBatch<Overrides extends Record<string, unknown>>(
  overrides?: Overrides,
): Omit<BatchPayload, keyof Overrides> & Overrides;

/** The benchmarks' 20-event batch (bench/server.mjs, bench/disk.mjs). */
export function benchBatch(options: {
  sequence: number;
  now: number;
  deviceId: string;
  sessionId: string;
  windowId?: string;
  eventId: (index: number) => string;
}): BatchPayload;
