import { declaredUnusedFields, type Batch } from '../collect/batch.js';
import type { BatchExtras } from '../collect/reader.js';
import { consentOf, localeOf } from './derived.js';
import type { EventRow } from './sink.js';

const columnFields = new Set<string>([
  'events',
  'appId',
  'deviceId',
  'sessionId',
  'windowId',
  'referrer',
  'sessionReferrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'lcT',
  ...declaredUnusedFields,
]);

/**
 * The batch fields kept as the context JSON (without the declared-unused
 * ones). What a newer or older tracker sent beyond the known fields is kept
 * under three keys no tracker field can take (README "Compatibility rule"):
 * `_unknown` (unknown batch fields), `_eventUnknown` (the event's unknown
 * fields) and `_mistyped` (fields of another type than expected; event fields
 * as `event.<name>`).
 */
export function batchContext(batch: Batch, extras?: BatchExtras, eventIndex = 0): string {
  const context: [string, unknown][] = [];
  for (const [key, value] of Object.entries(batch)) {
    if (!columnFields.has(key)) context.push([key, value]);
  }
  if (extras !== undefined) {
    const event = extras.events[eventIndex];
    const mistyped = [
      ...Object.entries(extras.mistyped),
      ...Object.entries(event?.mistyped ?? {}).map(([key, value]) => [`event.${key}`, value]),
    ];
    if (Object.keys(extras.unknown).length > 0) context.push(['_unknown', extras.unknown]);
    if (event && Object.keys(event.unknown).length > 0) {
      context.push(['_eventUnknown', event.unknown]);
    }
    if (mistyped.length > 0) context.push(['_mistyped', Object.fromEntries(mistyped)]);
  }
  // fromEntries defines own properties: an unknown "__proto__" field stays data.
  return JSON.stringify(Object.fromEntries(context));
}

const hasEventExtras = (extras: BatchExtras | undefined, index: number) => {
  const event = extras?.events[index];
  return (
    event !== undefined &&
    (Object.keys(event.unknown).length > 0 || Object.keys(event.mistyped).length > 0)
  );
};

/** Flattens a read batch to one row per event. */
export function toRows(batch: Batch, receivedAt: number, extras?: BatchExtras): EventRow[] {
  const shared = batchContext(batch, extras, -1);
  const consent = consentOf(batch.custom);
  return batch.events.map((event, index) => ({
    eventId: event.event_id,
    event: event.event,
    ts: event.ts,
    receivedAt,
    params: JSON.stringify(event.params),
    url: event.url,
    prevUrl: event.prev_url,
    hostname: event.hostname,
    pathname: event.pathname,
    search: event.search,
    workspace: event.workspace,
    pageType: event.page_type,
    appId: batch.appId,
    deviceId: batch.deviceId,
    sessionId: batch.sessionId,
    windowId: batch.windowId,
    referrer: batch.referrer,
    sessionReferrer: batch.sessionReferrer,
    utmSource: batch.utmSource,
    utmMedium: batch.utmMedium,
    utmCampaign: batch.utmCampaign,
    lcT: batch.lcT,
    context: hasEventExtras(extras, index) ? batchContext(batch, extras, index) : shared,
    consent,
    locale: localeOf(event.params, event.pathname),
  }));
}
