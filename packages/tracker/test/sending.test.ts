import { describe, expect, it, vi } from 'vitest';
import { KEEPALIVE_BODY_LIMIT } from '../src/constants.js';
import { retryPlugin } from '../src/plugins/retry.js';
import type { TrackerPlugin, TrackerSignal } from '../src/types.js';
import { fakeServer, newTracker, readCookie, settle, startTracker } from './helpers.js';

const recorder = (): TrackerPlugin & { signals: TrackerSignal[] } => {
  const signals: TrackerSignal[] = [];
  return {
    name: 'recorder',
    signals,
    setup: () => {},
    onSignal: (signal) => void signals.push(signal),
  };
};

describe('sending', () => {
  it('waits the report delay (1000/60 ms), then POSTs JSON with credentials, low priority, keepalive', async () => {
    const server = fakeServer();
    const tracker = startTracker();
    tracker.report('a');
    // Timers take whole milliseconds: 16.67 ms runs at 16 ms, as in browsers.
    await vi.advanceTimersByTimeAsync(15);
    expect(server.fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = server.fetchMock.mock.calls[0]!;
    expect(url).toBe('/lc_t');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      priority: 'low',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends batches of 20 and every payload field', async () => {
    const server = fakeServer();
    const tracker = startTracker({ appVersion: '2.1', custom: { site: 'docs' } });
    for (let i = 0; i < 45; i++) tracker.report(`e${i}`);
    await settle();
    expect(server.batches.map((batch) => batch.events.length)).toEqual([20, 20, 5]);
    expect(server.names()).toEqual(Array.from({ length: 45 }, (_, i) => `e${i}`));
    expect(Object.keys(server.batches[0]!).sort()).toEqual(
      [
        'deviceId',
        'sessionId',
        'windowId',
        'userId',
        'loggedIn',
        'browser',
        'browserVersion',
        'platform',
        'platformModel',
        'osName',
        'osVersion',
        'userAgent',
        'screenWidth',
        'screenHeight',
        'language',
        'tzOffset',
        'appVersion',
        'referrer',
        'deviceReferrer',
        'sessionReferrer',
        'custom',
        'appId',
        'sdkVersion',
        'utmSource',
        'utmMedium',
        'utmCampaign',
        'utmContent',
        'utmTerm',
        'gclid',
        'gadSource',
        'gclsrc',
        'dclid',
        'gbraid',
        'wbraid',
        'fbclid',
        'msclkid',
        'twclid',
        'liFatId',
        'mcCid',
        'igshid',
        'ttclid',
        'rdtCid',
        'ref',
        'lcT',
        'ugCustom',
        'sendTs',
        'events',
      ].sort(),
    );
    expect(server.batches[0]).toMatchObject({
      appId: '1',
      appVersion: '2.1',
      custom: { site: 'docs' },
      sdkVersion: '1.0.0',
    });
  });

  it('holds events reported before init and queues them after it', async () => {
    const server = fakeServer();
    const tracker = newTracker();
    tracker.report('early', { n: 1 });
    await settle();
    expect(server.fetchMock).not.toHaveBeenCalled();
    tracker.init({ appId: '1', endpoint: '/lc_t' });
    await settle();
    expect(server.names()).toEqual(['early']);
  });

  it('stopped: nothing is sent; start sends the queue at once', async () => {
    const server = fakeServer();
    const tracker = startTracker({ autoStart: false });
    tracker.report('a');
    await settle(5000);
    expect(server.fetchMock).not.toHaveBeenCalled();
    tracker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.names()).toEqual(['a']);
    tracker.stop();
    tracker.report('b');
    await settle();
    expect(server.names()).toEqual(['a']);
  });

  it.each([
    ['pagehide', () => dispatchEvent(new Event('pagehide'))],
    ['beforeunload', () => dispatchEvent(new Event('beforeunload'))],
    [
      'visibilitychange to hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('flushes on %s without waiting for the delay', async (_, trigger) => {
    const server = fakeServer();
    const tracker = startTracker();
    tracker.report('a');
    trigger();
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    await settle();
    expect(server.names()).toEqual(['a']);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('listens to unload only in a browser without pagehide (deprecated, blocks the back/forward cache)', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const tracker = startTracker();
    const events = added.mock.calls.map(([name]) => name);
    expect(events).toContain('pagehide');
    expect(events).not.toContain('unload');
    tracker.destroy();
    added.mockClear();

    // A browser without pagehide: unload flushes instead.
    let owner: object | null = window;
    while (owner && !Object.prototype.hasOwnProperty.call(owner, 'onpagehide')) {
      owner = Object.getPrototypeOf(owner) as object | null;
    }
    const descriptor = Object.getOwnPropertyDescriptor(owner!, 'onpagehide')!;
    delete (owner as Record<string, unknown>).onpagehide;
    try {
      const server = fakeServer();
      const older = startTracker();
      expect(added.mock.calls.map(([name]) => name)).toContain('unload');
      older.report('a');
      dispatchEvent(new Event('unload'));
      expect(server.fetchMock).toHaveBeenCalledTimes(1);
      await settle();
      expect(server.names()).toEqual(['a']);
    } finally {
      Object.defineProperty(owner!, 'onpagehide', descriptor);
      added.mockRestore();
    }
  });

  it('two flushes never send the same events', async () => {
    const server = fakeServer();
    const tracker = startTracker();
    tracker.report('a');
    tracker.flush();
    tracker.flush();
    dispatchEvent(new Event('pagehide'));
    await settle();
    expect(server.names()).toEqual(['a']);
  });

  it('with no endpoint, events are only logged', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const server = fakeServer();
    const tracker = startTracker({ endpoint: '', logLevel: 1 });
    tracker.report('a');
    await settle();
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(
      '[tracker]',
      'No endpoint: events only logged',
      expect.objectContaining({ events: [expect.objectContaining({ event: 'a' })] }),
    );
  });

  it('splits a batch so every keepalive body stays under 64 KiB', async () => {
    const server = fakeServer();
    const tracker = startTracker();
    for (let i = 0; i < 20; i++) tracker.report('big', { text: 'x'.repeat(10_000) });
    await settle();
    expect(server.names()).toHaveLength(20);
    for (const init of server.requests) {
      expect(new TextEncoder().encode(init.body as string).length).toBeLessThanOrEqual(
        KEEPALIVE_BODY_LIMIT,
      );
    }
    // The parts share the browser's keepalive budget: together they never exceed it.
    const keepaliveBytes = server.requests
      .filter((init) => init.keepalive)
      .reduce((sum, init) => sum + new TextEncoder().encode(init.body as string).length, 0);
    expect(keepaliveBytes).toBeLessThanOrEqual(KEEPALIVE_BODY_LIMIT);
    expect(server.requests[0]!.keepalive).toBe(true);
    expect(server.requests.length).toBeGreaterThan(1);
  });

  it("a split batch that fails signals each part once, with that part's events", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer(() => ({ status: 503, body: '' }));
    const plugin = recorder();
    const tracker = startTracker({ logLevel: 3, plugins: [plugin] });
    for (let i = 0; i < 20; i++) tracker.report(`big${i}`, { text: 'x'.repeat(10_000) });
    await settle();
    const failed = plugin.signals.filter((signal) => signal.type === 'REPORT_ERROR');
    expect(server.requests.length).toBeGreaterThan(1);
    expect(failed).toHaveLength(server.requests.length);
    const failedNames = failed.flatMap((signal) => signal.batch.events.map((event) => event.event));
    expect(failedNames.sort()).toEqual(server.names().sort());
    expect(new Set(failedNames).size).toBe(20);
  });

  it('an event alone above the keepalive budget goes without keepalive', async () => {
    const server = fakeServer();
    startTracker().report('huge', { text: 'x'.repeat(70_000) });
    await settle();
    expect(server.requests[0]!.keepalive).toBe(false);
  });

  it('aborts a request after the 10 s network time-out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            signal = init.signal!;
            // As fetch does: rejects with the abort's reason.
            signal.addEventListener('abort', () => reject(signal!.reason));
          }),
      ),
    );
    startTracker({ logLevel: 3 }).report('a');
    await settle(9_990);
    expect(signal!.aborted).toBe(false);
    await settle(40);
    expect(signal!.aborted).toBe(true);
    expect(error).toHaveBeenCalledWith(
      '[tracker]',
      'Failed to send events: Timed out after 10000 ms',
    );
  });
});

describe('server answers', () => {
  it('10003 "Status code is {status}" for a non-2xx answer, signalled as a retryable REPORT_ERROR', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer(() => ({ status: 500, body: 'oops' }));
    const plugin = recorder();
    startTracker({ logLevel: 3, plugins: [plugin] }).report('a');
    await settle();
    expect(error).toHaveBeenCalledWith(
      '[tracker]',
      'Failed to send events: 10003 Status code is 500',
    );
    expect(plugin.signals.find((signal) => signal.type === 'REPORT_ERROR')).toMatchObject({
      retryCount: 0,
      error: { code: 10003, retryable: true },
    });
  });

  it('a 4xx with an errMsg body is 10003 too, with the errMsg logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errMsg = { errorCode: 'E_BAD', hint: 'bad batch' };
    fakeServer(() => ({ status: 400, body: JSON.stringify({ errMsg }) }));
    startTracker({ logLevel: 3 }).report('a');
    await settle();
    expect(error).toHaveBeenCalledWith(
      '[tracker]',
      'Failed to send events: 10003 Status code is 400',
      errMsg,
    );
  });

  it('10004 "Server error: {errorCode} - {hint}" for a 2xx with errMsg, not retryable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer(() => ({
      status: 200,
      body: JSON.stringify({ errMsg: { errorCode: 42, hint: 'later' } }),
    }));
    const plugin = recorder();
    startTracker({ logLevel: 3, plugins: [plugin] }).report('a');
    await settle();
    expect(error).toHaveBeenCalledWith(
      '[tracker]',
      'Failed to send events: 10004 Server error: 42 - later',
    );
    expect(plugin.signals.find((signal) => signal.type === 'REPORT_ERROR')).toMatchObject({
      error: { code: 10004, retryable: false },
    });
  });

  it('10004 "Failed to parse response. {detail}" for a 2xx without JSON', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer(() => ({ status: 200, body: 'not json' }));
    startTracker({ logLevel: 3 }).report('a');
    await settle();
    expect(error.mock.calls[0]?.[1]).toMatch(
      /^Failed to send events: 10004 Failed to parse response\. SyntaxError/,
    );
  });
});

describe('report errors', () => {
  it('logs "Failed to report event" when an event cannot be built, queues nothing and throws nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer();
    const tracker = startTracker({ logLevel: 3 });
    expect(() => tracker.report('broken', {}, 'not a url')).not.toThrow();
    expect(error).toHaveBeenCalledWith(
      '[tracker]',
      'Failed to report event',
      expect.any(TypeError),
    );
    tracker.report('fine');
    await settle();
    expect(server.names()).toEqual(['fine']);
  });
});

describe('queue persistence', () => {
  it('a reload sends the events queued (and stored) before it, once', async () => {
    const server = fakeServer();
    const first = startTracker({ autoStart: false });
    first.report('a');
    first.report('b');
    dispatchEvent(new Event('pagehide'));
    first.destroy();
    expect(server.fetchMock).not.toHaveBeenCalled();
    startTracker();
    await settle();
    expect(server.names()).toEqual(['a', 'b']);
    expect(localStorage.getItem('nubiva_queue_1')).toBeNull();
  });

  it('destroy stores the queue and the session without sending, even while started', async () => {
    const server = fakeServer();
    const first = startTracker();
    first.report('a');
    first.destroy();
    await settle();
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('nubiva_queue_1')).toContain('"a"');
    const { sessionId } = readCookie('nubiva_sid_1') as { sessionId: string };
    startTracker();
    await settle();
    expect(server.names()).toEqual(['a']);
    expect(server.batches[0]!.sessionId).toBe(sessionId);
  });

  it.each([
    ['event queue', 'nubiva_queue_1'],
    ['retry queue', 'nubiva_retry_1'],
  ])(
    'logs "Failed to add events to report queue" for a corrupt stored %s and goes on',
    async (_queue, key) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      localStorage.setItem(key, '{broken');
      const server = fakeServer();
      startTracker({ logLevel: 3, plugins: [retryPlugin()] }).report('a');
      await settle();
      expect(error).toHaveBeenCalledWith(
        '[tracker]',
        'Failed to add events to report queue',
        expect.any(SyntaxError),
      );
      expect(server.names()).toEqual(['a']);
    },
  );

  it('another open tab does not take this tab’s stored events', async () => {
    const server = fakeServer();
    const first = startTracker({ autoStart: false });
    first.report('mine');
    first.flush();
    sessionStorage.clear(); // the next tracker is another tab
    startTracker().report('other');
    await settle();
    expect(server.names()).toEqual(['other']);
    first.start();
    await settle();
    expect(server.names()).toEqual(['other', 'mine']);
  });
});
