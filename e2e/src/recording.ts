/**
 * A browser context that answers POST /lc_t itself and records every batch the
 * site's tracker sends, for tests of what the site reports.
 */
import type { Browser, BrowserContext } from 'playwright-core';

export interface SentEvent {
  event: string;
  params: Record<string, unknown>;
  url: string;
  prev_url: string;
  pathname: string;
  event_id: string;
}
export interface SentBatch {
  appId: string;
  deviceId: string;
  sessionId: string;
  windowId: string;
  sdkVersion: string;
  custom: Record<string, unknown>;
  events: SentEvent[];
  [field: string]: unknown;
}

/** The reader's consent to statistics cookies, given before the page's scripts run. */
export const grantConsent = (): void => localStorage.setItem('nubiva.consent', 'granted');

/** A context that answers POST /lc_t itself and records every batch and every request URL. */
export async function recordingContext(browser: Browser, init?: () => void) {
  const context: BrowserContext = await browser.newContext({ locale: 'de-DE' });
  if (init) await context.addInitScript(init);
  const batches: SentBatch[] = [];
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await context.route('**/lc_t', async (route) => {
    const request = route.request();
    if (request.method() === 'POST') batches.push(request.postDataJSON() as SentBatch);
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  const events = () => batches.flatMap((batch) => batch.events);
  const named = (name: string) => events().filter((event) => event.event === name);
  const waitFor = async (check: () => boolean, timeoutMs = 15_000): Promise<void> => {
    const end = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > end)
        throw new Error(
          `timed out; events so far: ${events()
            .map((e) => e.event)
            .join(', ')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { context, batches, requests, events, named, waitFor };
}
