import { privacy } from '../../data/platform';
import { privacySignal, readConsent } from '../../utils/consent';
import { reportEvent } from '../../utils/reportEvent';

/** The tracker event of a vote or comment (params: vote, previousVote, comment, locale). */
export const FEEDBACK_EVENT = 'feedback';

/** The device and session id of a feedback event sent without consent: the same for everyone. */
export const ANONYMOUS_ID = privacy.feedbackWithoutConsent.constantId;

/**
 * A vote or comment in "Was this page helpful?": sent because the reader asked
 * for it. With consent (and no GPC/DNT) it is one of the tracker's events;
 * otherwise one request at the click with the event alone: its page path and
 * the reader's answer, no field read from the device, no identifier (device
 * and session id are the same constant for every reader), no cookie.
 */
export function reportFeedback(params: Record<string, unknown>): void {
  if (readConsent() === 'granted' && !privacySignal()) {
    reportEvent(FEEDBACK_EVENT, params);
    return;
  }
  const { pathname } = location;
  const body = {
    deviceId: ANONYMOUS_ID,
    sessionId: ANONYMOUS_ID,
    appId: privacy.tracker.appId,
    custom: { consent: 'none' },
    events: [
      {
        event: FEEDBACK_EVENT,
        event_id: crypto.randomUUID().replace(/-/g, ''),
        params,
        url: `${location.origin}${pathname}`,
        hostname: location.hostname,
        pathname,
      },
    ],
  };
  fetch(privacy.tracker.endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}
