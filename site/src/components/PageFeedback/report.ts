import { privacySignal, readConsent } from '../../utils/consent';
import { reportEvent } from '../../utils/reportEvent';

/** The tracker event of a vote or comment (params: vote, previousVote, comment, locale). */
export const FEEDBACK_EVENT = 'feedback';

/**
 * A vote or comment in "Was this page helpful?": sent because the reader asked
 * for it. With consent (and no GPC/DNT) it is one of the tracker's events;
 * otherwise one request at the click with the event alone: its page path and
 * the reader's answer, no field read from the device, no identifier (device
 * and session id are the same constant for every reader), no cookie. The
 * facts come with the tracker's chunk (already loaded by then), not with the
 * feedback box's code: that stays one chunk without dependencies of its own.
 */
export function reportFeedback(params: Record<string, unknown>): void {
  if (readConsent() === 'granted' && !privacySignal()) {
    reportEvent(FEEDBACK_EVENT, params);
    return;
  }
  const { pathname, origin, hostname } = location;
  import('../../data/platform')
    .then(({ privacy }) => sendAnonymously(privacy, params, { pathname, origin, hostname }))
    .catch(() => undefined);
}

function sendAnonymously(
  privacy: typeof import('../../data/platform').privacy,
  params: Record<string, unknown>,
  { pathname, origin, hostname }: Pick<Location, 'pathname' | 'origin' | 'hostname'>,
): void {
  const anonymous = privacy.feedbackWithoutConsent.constantId;
  const body = {
    deviceId: anonymous,
    sessionId: anonymous,
    appId: privacy.tracker.appId,
    custom: { consent: 'none' },
    events: [
      {
        event: FEEDBACK_EVENT,
        // getRandomValues, not randomUUID: it also works on a page served over plain http.
        event_id: Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join(''),
        params,
        url: `${origin}${pathname}`,
        hostname,
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
