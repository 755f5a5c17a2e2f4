import { describe, expect, it, vi } from 'vitest';
import { retryPlugin } from '../src/plugins/retry.js';
import { fakeServer, ok, settle, startTracker } from './helpers.js';

const fail = () => ({ status: 500, body: '{}' });

describe('retry plugin', () => {
  it('requeues a failed batch and resends one batch per 1000 ms tick until it is accepted', async () => {
    const server = fakeServer((_, attempt) => (attempt < 3 ? fail() : ok()));
    const tracker = startTracker({ plugins: [retryPlugin()] });
    tracker.report('a');
    await settle();
    expect(server.batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.batches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.batches).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.batches).toHaveLength(3);
    // The same event (same id) each time: the server can drop duplicates.
    expect(new Set(server.ids())).toEqual(new Set([server.batches[0]!.events[0]!.event_id]));
  });

  it('gives up after 3 retries and logs the dropped event ids', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer(fail);
    const tracker = startTracker({ logLevel: 3, plugins: [retryPlugin()] });
    tracker.report('a');
    await settle(10_000);
    expect(server.batches).toHaveLength(4);
    const id = server.batches[0]!.events[0]!.event_id;
    expect(error).toHaveBeenCalledWith(
      '[tracker]',
      'Failed to send events: 1 dropped, after 3 retries',
      [id],
    );
  });

  it('keeps at most 30 batches, dropping (and logging) the oldest first', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer(fail);
    const tracker = startTracker({ logLevel: 3, batchSize: 1, plugins: [retryPlugin()] });
    for (let i = 0; i < 32; i++) tracker.report(`e${i}`);
    await settle();
    const dropped = error.mock.calls.filter((call) => String(call[1]).includes('retry queue full'));
    expect(dropped.map((call) => call[2])).toEqual([
      [server.batches[0]!.events[0]!.event_id],
      [server.batches[1]!.events[0]!.event_id],
    ]);
    const stored = JSON.parse(localStorage.getItem('nubiva_retry_1')!) as Record<
      string,
      { items: unknown[] }
    >;
    expect(Object.values(stored)[0]!.items).toHaveLength(30);
  });

  it('does not resend a batch the server answered 2xx (even with errMsg)', async () => {
    const server = fakeServer(() => ({
      status: 200,
      body: '{"errMsg":{"errorCode":1,"hint":"h"}}',
    }));
    startTracker({ plugins: [retryPlugin()] }).report('a');
    await settle(5000);
    expect(server.batches).toHaveLength(1);
  });

  it('does not run while the tracker is stopped', async () => {
    const server = fakeServer((_, attempt) => (attempt === 1 ? fail() : ok()));
    const tracker = startTracker({ plugins: [retryPlugin()] });
    tracker.report('a');
    await settle();
    tracker.stop();
    await settle(5000);
    expect(server.batches).toHaveLength(1);
    tracker.start();
    await settle(1000);
    expect(server.batches).toHaveLength(2);
  });

  it('waits while offline without spending retries', async () => {
    const server = fakeServer((_, attempt) => (attempt === 1 ? fail() : ok()));
    const tracker = startTracker({ plugins: [retryPlugin()] });
    tracker.report('a');
    await settle();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await settle(10_000);
    expect(server.batches).toHaveLength(1);
    onLine.mockReturnValue(true);
    await settle(1000);
    expect(server.batches).toHaveLength(2);
  });

  it('a reload resumes the stored retry queue (and sends each batch once)', async () => {
    const server = fakeServer((_, attempt) => (attempt === 1 ? fail() : ok()));
    const first = startTracker({ plugins: [retryPlugin()] });
    first.report('a');
    await settle();
    first.destroy();
    startTracker({ plugins: [retryPlugin()] });
    await settle(3000);
    expect(server.names()).toEqual(['a', 'a']);
    expect(localStorage.getItem('nubiva_retry_1')).toBeNull();
  });
});
