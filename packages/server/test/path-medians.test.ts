import { describe, expect, it } from 'vitest';
import { pathMedians } from '../src/storage/sqlite-aggregate-median.js';

describe('pathMedians (the stats reader thread reduces ordered durations to medians)', () => {
  it('takes the middle value, or the mean of the middle two, per path', () => {
    const rows = [
      { pathname: '/a', ms: 1 },
      { pathname: '/a', ms: 3 },
      { pathname: '/a', ms: 10 },
      { pathname: '/b', ms: 2 },
      { pathname: '/b', ms: 4 },
    ];
    expect(pathMedians(rows, 10)).toEqual([
      { pathname: '/a', medianMs: 3, samples: 3 },
      { pathname: '/b', medianMs: 3, samples: 2 },
    ]);
  });

  it('orders by samples, then path, and keeps the first `limit`', () => {
    const rows = [
      { pathname: '/c', ms: 5 },
      { pathname: '/d', ms: 1 },
      { pathname: '/d', ms: 2 },
      { pathname: '/e', ms: 7 },
    ];
    expect(pathMedians(rows, 2).map((row) => row.pathname)).toEqual(['/d', '/c']);
    expect(pathMedians([], 5)).toEqual([]);
  });
});
