import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BatchPayload } from '../../src/types.js';

/** How the server answers one POST /lc_t (numbered from 1). */
export interface Reply {
  status?: number;
  body?: string;
  /** Hold the answer this long; a client that gives up first gets nothing. */
  delayMs?: number;
}

export interface Receipt {
  attempt: number;
  batch: BatchPayload;
  bytes: number;
  /** The server answered 2xx and the client was still there to read it. */
  accepted: boolean;
}

const page = (bundles: string[]): string => `<!doctype html>
<html><head><meta charset="utf-8"><title>tracker fault test</title>
<script>
  // The tracker's sends, counted as they start (offline ones included, which never arrive).
  window.sends = 0;
  const pageFetch = window.fetch;
  window.fetch = (...args) => {
    window.sends += 1;
    return pageFetch(...args);
  };
</script>
${bundles.map((bundle) => `<script>${bundle}</script>`).join('\n')}
<script>
  // Options arrive as JSON; plugins by name. With \`granted\` (true or false) the tracker
  // starts through a consent mode (the consent bundle's NubivaConsent), kept as window.consent.
  window.startTracker = (options = {}, plugins = ['retry'], granted) => {
    const made = { retry: NubivaTracker.retryPlugin, page: NubivaTracker.pageTracking };
    window.tracker = NubivaTracker.createTracker();
    const init = {
      appId: '1', endpoint: '/lc_t', logLevel: 0,
      plugins: plugins.map((name) => made[name]()),
      ...options,
    };
    if (granted === undefined) return window.tracker.init(init);
    window.consent = NubivaConsent.consentMode(window.tracker, { granted });
    return window.tracker.init(window.consent.options(init));
  };
</script></head><body><h1>tracker fault test</h1></body></html>`;

/**
 * A loopback HTTP server that serves a test page with the SDK bundles (the
 * core's, then e.g. the consent entry's) and records every POST /lc_t.
 * `accepted` counts each event id once, the way the collector drops duplicates.
 */
export async function startRecordingServer(...bundlePaths: string[]) {
  const html = page(bundlePaths.map((path) => readFileSync(path, 'utf8')));
  const receipts: Receipt[] = [];
  let reply: (attempt: number) => Reply = () => ({});

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    if (request.method !== 'POST') {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(html);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const receipt: Receipt = {
        attempt: receipts.length + 1,
        batch: JSON.parse(raw.toString('utf8')) as BatchPayload,
        bytes: raw.length,
        accepted: false,
      };
      receipts.push(receipt);
      const { status = 200, body = '{}', delayMs = 0 } = reply(receipt.attempt);
      let gone = false;
      // Closed before our answer: the client gave up (time-out, tab gone).
      response.on('close', () => (gone = !response.writableFinished));
      setTimeout(() => {
        if (gone || response.destroyed) return;
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(body, () => {
          receipt.accepted = status >= 200 && status < 300;
        });
      }, delayMs);
    });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    receipts,
    answer(next: (attempt: number) => Reply) {
      reply = next;
    },
    reset() {
      receipts.length = 0;
      reply = () => ({});
    },
    /** Every event id the server accepted, with how often. */
    acceptedIds(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const receipt of receipts.filter((r) => r.accepted)) {
        for (const event of receipt.batch.events) {
          counts.set(event.event_id, (counts.get(event.event_id) ?? 0) + 1);
        }
      }
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
