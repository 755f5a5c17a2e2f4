import { afterEach, beforeEach, vi } from 'vitest';
import { clearBrowserState, destroyTrackers } from './helpers.js';

// Unit tests run in happy-dom; the browser fault tests (node environment) drive Chromium instead.
if (typeof document !== 'undefined') {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    clearBrowserState();
    history.replaceState(null, '', 'https://docs.nubiva.example/de/overview/?b=2&a=1');
  });

  afterEach(() => {
    destroyTrackers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
