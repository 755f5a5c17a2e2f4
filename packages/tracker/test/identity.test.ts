import { describe, expect, it, vi } from 'vitest';
import { isValidDevice } from '../src/identity.js';
import { fakeServer, readCookie, settle, startTracker } from './helpers.js';

const HOUR = 60 * 60 * 1000;

describe('session', () => {
  it('is renewed by each queued event and kept while not expired', async () => {
    const server = fakeServer();
    const tracker = startTracker();
    tracker.report('a');
    await settle();
    const first = server.batches[0]!.sessionId;
    await vi.advanceTimersByTimeAsync(HOUR - 1000);
    tracker.report('b');
    await settle();
    expect(server.batches[1]!.sessionId).toBe(first);
    expect((readCookie('nubiva_sid_1') as { updatedAt: number }).updatedAt).toBe(Date.now() - 20);
  });

  it('opens a new session with a new id once expired (1 h, minus the report delay)', async () => {
    const server = fakeServer();
    const tracker = startTracker();
    tracker.report('a');
    await settle();
    // Stop the interval check from renewing first: the queued event must do it.
    tracker.stop();
    vi.setSystemTime(Date.now() + HOUR - 10);
    tracker.report('b');
    tracker.start();
    await settle();
    expect(server.batches[1]!.sessionId).not.toBe(server.batches[0]!.sessionId);
  });

  it('the interval check opens a new session without events', async () => {
    fakeServer();
    startTracker();
    const before = (readCookie('nubiva_sid_1') as { sessionId: string }).sessionId;
    await vi.advanceTimersByTimeAsync(HOUR + 60_000);
    expect((readCookie('nubiva_sid_1') as { sessionId: string }).sessionId).not.toBe(before);
  });

  it('is shared by a second tracker (another page load) while valid', () => {
    startTracker();
    const first = readCookie('nubiva_sid_1');
    startTracker();
    expect((readCookie('nubiva_sid_1') as { sessionId: string }).sessionId).toBe(
      (first as { sessionId: string }).sessionId,
    );
  });
});

describe('visitor identity', () => {
  it('keeps device id and referrer in the device cookie across page loads', async () => {
    const server = fakeServer();
    const tracker = startTracker();
    const cookie = readCookie('nubiva_did_1') as { device_id: string; logged_in: boolean };
    expect(cookie).toEqual({
      device_id: expect.any(String),
      device_referrer: '',
      logged_in: false,
    });
    tracker.report('a');
    await settle();
    expect(server.batches[0]).toMatchObject({
      deviceId: cookie.device_id,
      loggedIn: false,
      userId: '',
    });
    startTracker();
    expect((readCookie('nubiva_did_1') as { device_id: string }).device_id).toBe(cookie.device_id);
  });

  it('setUserId sets user_id and logged_in; resetUserId clears both', async () => {
    const server = fakeServer();
    const tracker = startTracker();
    tracker.setUserId('u-1');
    expect(readCookie('nubiva_did_1')).toMatchObject({ user_id: 'u-1', logged_in: true });
    tracker.report('a');
    await settle();
    expect(server.batches[0]).toMatchObject({ userId: 'u-1', loggedIn: true });
    tracker.resetUserId();
    expect(readCookie('nubiva_did_1')).not.toHaveProperty('user_id');
    expect(readCookie('nubiva_did_1')).toMatchObject({ logged_in: false });
  });

  it('a global user-info object with an id provides the userId', async () => {
    const server = fakeServer();
    vi.stubGlobal('__NUBIVA_USER_INFO__', { id: 'global-7' });
    const tracker = startTracker();
    tracker.report('a');
    await settle();
    expect(server.batches[0]!.userId).toBe('global-7');
  });

  it('resetAllIds opens a new session, resets the user id and makes a new device id', async () => {
    const server = fakeServer();
    const tracker = startTracker();
    tracker.setUserId('u-1');
    tracker.report('a');
    await settle();
    tracker.resetAllIds();
    tracker.report('b');
    await settle();
    const [before, after] = server.batches;
    expect(after!.deviceId).not.toBe(before!.deviceId);
    expect(after!.sessionId).not.toBe(before!.sessionId);
    expect(after).toMatchObject({ userId: '', loggedIn: false });
  });

  it('updating device info without device_id is logged as an error and changes nothing', () => {
    const log = vi.fn();
    // The tracker writes device info only when this check passes (docs/requirements.md#tracker-init).
    expect(isValidDevice({ device_referrer: '', logged_in: true } as never, log)).toBe(false);
    expect(log).toHaveBeenCalledWith(3, 'Invalid device info: no device_id');
    expect(isValidDevice({ device_id: 'd', device_referrer: '', logged_in: true }, log)).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('every device info update keeps a device_id, so none is refused', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tracker = startTracker({ logLevel: 3 });
    const deviceId = (): unknown =>
      (readCookie('nubiva_did_1') as { device_id?: unknown }).device_id;
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    tracker.setUserId('u1');
    expect(deviceId()).toBe(first);
    tracker.resetUserId();
    expect(deviceId()).toBe(first);
    tracker.resetAllIds();
    expect(deviceId()).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId()).not.toBe(first);
    expect(error).not.toHaveBeenCalled();
  });

  it('window id lives in session storage and survives a reload of the tab', async () => {
    const server = fakeServer();
    const first = startTracker();
    first.report('a');
    await settle();
    const windowId = sessionStorage.getItem('nubiva_wid_1');
    expect(server.batches[0]!.windowId).toBe(JSON.parse(windowId!));
    first.destroy();
    const second = startTracker();
    second.report('b');
    await settle();
    expect(server.batches[1]!.windowId).toBe(server.batches[0]!.windowId);
  });
});
