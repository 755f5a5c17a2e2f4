import { describe, expect, it } from 'vitest';
import { urlFields } from '../src/event.js';
import { fakeServer, settle, startTracker } from './helpers.js';

describe('tracker event', () => {
  it('carries url, prev_url, hostname, trimmed pathname, sorted search and a unique id', async () => {
    Object.defineProperty(document, 'referrer', {
      value: 'https://search.example/',
      configurable: true,
    });
    const server = fakeServer();
    const tracker = startTracker({
      extractBizParams: (url) => ({ workspace: 'docs', page_type: url.pathname.split('/')[2] }),
    });
    tracker.report('click', { id: 'x' });
    history.pushState(null, '', '/de/redis/?z=1&y=2');
    tracker.report('view');
    await settle();
    const [first, second] = server.batches[0]!.events;
    expect(first).toEqual({
      event: 'click',
      params: { id: 'x' },
      ts: Date.now() - 20,
      url: 'https://docs.nubiva.example/de/overview/?b=2&a=1',
      prev_url: 'https://search.example/',
      hostname: 'docs.nubiva.example',
      pathname: '/de/overview',
      search: 'a=1&b=2',
      workspace: 'docs',
      page_type: 'overview',
      event_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(second).toMatchObject({
      prev_url: 'https://docs.nubiva.example/de/overview/?b=2&a=1',
      pathname: '/de/redis',
      search: 'y=2&z=1',
    });
    expect(second!.event_id).not.toBe(first!.event_id);
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });

  it.each([
    ['/', '/'],
    ['/de/', '/de'],
    ['/de/redis//', '/de/redis'],
    ['/de/redis', '/de/redis'],
  ])('pathname %s → %s', (input, output) =>
    expect(urlFields(new URL(input, 'https://docs.nubiva.example')).pathname).toBe(output),
  );

  it('sorts the query string by name', () => {
    expect(urlFields(new URL('https://docs.nubiva.example/?utm_source=x&b=2&a=1')).search).toBe(
      'a=1&b=2&utm_source=x',
    );
  });
});
