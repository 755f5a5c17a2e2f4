import { describe, expect, it, vi } from 'vitest';
import { cookieDomain } from '../src/storage/cookies.js';
import { fakeServer, readCookie, settle, startTracker } from './helpers.js';

describe('cookie domain', () => {
  it.each([
    ['docs.nubiva.example', 'nubiva.example'],
    ['a.b.nubiva.example', 'nubiva.example'],
    ['nubiva.example', 'nubiva.example'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
  ])('%s → %s', (host, domain) => {
    expect(cookieDomain(host)).toBe(domain);
  });

  it('writes path /, the two-label domain, SameSite=Strict and Secure', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    startTracker();
    const did = writes.find((line) => line.startsWith('nubiva_did_1='))!;
    expect(did).toMatch(
      /; Max-Age=34560000; Path=\/; Domain=nubiva\.example; SameSite=Strict; Secure$/,
    );
    const sid = writes.find((line) => line.startsWith('nubiva_sid_1='))!;
    expect(sid).toMatch(
      /; Max-Age=3600; Path=\/; Domain=nubiva\.example; SameSite=Strict; Secure$/,
    );
  });
});

describe('keys: product prefix, app id suffix', () => {
  it('uses nubiva_*_<appId> for cookies and storage', async () => {
    fakeServer();
    const tracker = startTracker({ appId: '7', autoStart: false });
    tracker.report('click');
    tracker.flush();
    expect(readCookie('nubiva_did_7')).toMatchObject({ device_id: expect.any(String) });
    expect(readCookie('nubiva_sid_7')).toMatchObject({ sessionId: expect.any(String) });
    expect(sessionStorage.getItem('nubiva_wid_7')).toBeTruthy();
    expect(localStorage.getItem('nubiva_queue_7')).toContain('"click"');
    await settle();
  });
});

describe('storage unavailable', () => {
  it('warns once, throws nothing and still sends from memory', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = (): never => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    const server = fakeServer();
    const tracker = startTracker({ logLevel: 2 });
    tracker.report('a');
    tracker.report('b');
    await settle();
    expect(server.names()).toEqual(['a', 'b']);
    expect(server.batches[0]?.deviceId).toMatch(/^[0-9a-f]{32}$/);
    expect(warn).toHaveBeenCalledWith('[tracker]', 'Browser storage unavailable');
    expect(warn.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('a quota error while saving the queue loses no event', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const server = fakeServer();
    const tracker = startTracker();
    for (let i = 0; i < 25; i++) tracker.report(`e${i}`);
    await settle();
    expect(server.names()).toHaveLength(25);
  });
});
