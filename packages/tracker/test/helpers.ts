import { vi } from 'vitest';
import { createTracker, type Tracker } from '../src/tracker.js';
import type { BatchPayload, InitOptions } from '../src/types.js';

/** What the fake server answers: a status and a body (JSON text). */
export interface Answer {
  status: number;
  body: string;
}

/** A fetch double recording every batch; `answer` decides each response. */
export function fakeServer(answer: (batch: BatchPayload, attempt: number) => Answer = () => ok()) {
  const batches: BatchPayload[] = [];
  const requests: RequestInit[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const batch = JSON.parse(init.body as string) as BatchPayload;
    requests.push(init);
    batches.push(batch);
    const { status, body } = answer(batch, batches.length);
    return new Response(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    batches,
    requests,
    /** Event names in arrival order. */
    names: () => batches.flatMap((batch) => batch.events.map((event) => event.event)),
    ids: () => batches.flatMap((batch) => batch.events.map((event) => event.event_id)),
  };
}

export const ok = (): Answer => ({ status: 200, body: '{}' });

/** Clears cookies and storage so each test starts as a first visit. */
export function clearBrowserState(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (!name) continue;
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    document.cookie = `${name}=; Max-Age=0; Path=/; Domain=nubiva.example`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

const live: Tracker[] = [];

/** Destroys every tracker a test made, so none listens to the next test's page events. */
export function destroyTrackers(): void {
  for (const tracker of live.splice(0)) tracker.destroy();
}

/** A fresh tracker (destroyed after the test). */
export function newTracker(): Tracker {
  const tracker = createTracker();
  live.push(tracker);
  return tracker;
}

export function startTracker(options: Partial<InitOptions> = {}): Tracker {
  const tracker = newTracker();
  tracker.init({ appId: '1', endpoint: '/lc_t', logLevel: 4, ...options });
  return tracker;
}

/** Lets the report delay pass and pending fetch promises settle. */
export async function settle(ms = 20): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

export function readCookie(name: string): unknown {
  const part = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return part ? JSON.parse(decodeURIComponent(part.slice(name.length + 1))) : undefined;
}
