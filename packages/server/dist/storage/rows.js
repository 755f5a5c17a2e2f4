import { declaredUnusedFields } from '../collect/batch.js';
const columnFields = new Set([
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
/** The batch fields kept as the context JSON (without the declared-unused ones). */
export function batchContext(batch) {
    const context = {};
    for (const [key, value] of Object.entries(batch)) {
        if (!columnFields.has(key))
            context[key] = value;
    }
    return JSON.stringify(context);
}
/** Flattens a validated batch to one row per event. */
export function toRows(batch, receivedAt) {
    const context = batchContext(batch);
    return batch.events.map((event) => ({
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
        context,
    }));
}
//# sourceMappingURL=rows.js.map