import { REPORT_DELAY_MS } from '../constants.js';
import { newId } from '../id.js';
import type { WebStore } from '../types.js';

/** Content of the session cookie (spec 3 "Stored data"). */
export interface SessionData {
  sessionId: string;
  sessionReferrer: string;
  updatedAt: number;
}

export interface Session {
  readonly data: SessionData;
  /** On each queued event: renew, or open a new session when expired. */
  touch(): void;
  /** The interval check: open a new session when expired. */
  check(): void;
  /** Open a new session now. */
  renew(): void;
  /** Write the cookie (deferred from `touch` to keep `report` cheap). */
  save(): void;
}

export function createSession(cookies: WebStore, key: string, expireMs: () => number): Session {
  const expired = (at: SessionData): boolean =>
    Date.now() - at.updatedAt + REPORT_DELAY_MS >= expireMs();
  let data = cookies.read<SessionData>(key);
  const session: Session = {
    get data() {
      return data!;
    },
    touch() {
      if (expired(data!)) session.renew();
      else data!.updatedAt = Date.now();
    },
    check() {
      if (expired(data!)) session.renew();
    },
    renew() {
      data = { sessionId: newId(), sessionReferrer: document.referrer, updatedAt: Date.now() };
      session.save();
    },
    save() {
      cookies.write(key, data);
    },
  };
  if (!data?.sessionId || expired(data)) session.renew();
  return session;
}
