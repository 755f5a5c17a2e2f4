import { LC_T_SOURCES } from '@nubiva/tracker/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lcTSource } from '../src/stats/summary.js';

afterEach(() => {
  vi.doUnmock('@nubiva/tracker/constants');
  vi.resetModules();
});

describe('lc_t sources of the stats', () => {
  it("names every code of the tracker's table as the tracker does", () => {
    expect(Object.keys(LC_T_SOURCES).length).toBeGreaterThan(0);
    for (const [code, source] of Object.entries(LC_T_SOURCES)) {
      expect(lcTSource(`${code}_post-1`)).toBe(source);
    }
  });

  it("reads the tracker's table, not a copy of it: a changed table changes the stats", async () => {
    vi.resetModules();
    vi.doMock('@nubiva/tracker/constants', () => ({ LC_T_SOURCES: { x: 'probe' } }));
    const { lcTSource: withProbe } = await import('../src/stats/summary.js');
    expect(withProbe('x_post-1')).toBe('probe');
    // A code the (changed) table lacks is its own source.
    expect(withProbe('d_post-1')).toBe('d');
  });
});
