import { describe, expect, it, vi } from 'vitest';
import { pageTracking } from '../src/plugins/page.js';
import { retryPlugin } from '../src/plugins/retry.js';
import { fakeServer, newTracker, settle, startTracker } from './helpers.js';

describe('privacy signals (GPC / Do Not Track)', () => {
  it.each([
    [
      'Global Privacy Control',
      () =>
        vi
          .spyOn(navigator as never, 'globalPrivacyControl' as never, 'get' as never)
          .mockReturnValue(true as never),
    ],
    ['Do Not Track', () => vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('1')],
  ])('with %s the tracker stores nothing and sends nothing', async (_, signal) => {
    if (!('globalPrivacyControl' in navigator)) {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
        get: () => undefined,
        configurable: true,
      });
    }
    signal();
    const server = fakeServer();
    const tracker = newTracker();
    tracker.report('early');
    expect(
      tracker.init({ appId: '1', endpoint: '/lc_t', plugins: [pageTracking(), retryPlugin()] }),
    ).toBe(true);
    tracker.report('a');
    tracker.setUserId('u');
    dispatchEvent(new Event('pagehide'));
    await settle(5000);
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('with respectPrivacySignals false the signal is ignored', async () => {
    vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('1');
    const server = fakeServer();
    startTracker({ respectPrivacySignals: false }).report('a');
    await settle();
    expect(server.names()).toEqual(['a']);
  });
});
