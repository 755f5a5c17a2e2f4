import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatNumber,
  formatPercent,
  withUnit,
} from '../src/components/facts/format';
import { limitRows } from '../src/components/facts/limits';
import { platform } from '../src/data/platform';

describe('durations in the fact tables', () => {
  it('use the singular for one and the plural otherwise, in both languages', () => {
    expect(formatDuration(1, 'hour', 'de')).toBe('1\u00a0Stunde');
    expect(formatDuration(2, 'hour', 'de')).toBe('2\u00a0Stunden');
    expect(formatDuration(1, 'minute', 'de')).toBe('1\u00a0Minute');
    expect(formatDuration(1, 'day', 'de')).toBe('1\u00a0Tag');
    expect(formatDuration(30, 'day', 'de')).toBe('30\u00a0Tage');
    expect(formatDuration(1, 'hour', 'en')).toBe('1\u00a0hour');
    expect(formatDuration(1, 'minute', 'en')).toBe('1\u00a0minute');
    expect(formatDuration(90, 'second', 'en')).toBe('90\u00a0seconds');
    expect(formatDuration(1.5, 'hour', 'de')).toBe('1,5\u00a0Stunden');
  });

  it('render the Redis snapshot interval of the limits page with the right number', () => {
    const hours = platform.redis.snapshotIntervalHours;
    for (const locale of ['de', 'en'] as const) {
      const row = limitRows('redis', locale).find(
        (entry) => entry.fact === 'redis.snapshotIntervalHours',
      );
      expect(row?.value).toBe(formatDuration(hours, 'hour', locale));
    }
    expect(limitRows('redis', 'de').map((row) => row.value)).not.toContainEqual(
      expect.stringMatching(/^1\u00a0(Stunden|Minuten|Sekunden|Tage)$/),
    );
  });
});

describe('numbers in running text', () => {
  it('group thousands and write percentages as each language does', () => {
    expect(formatNumber(1500, 'de')).toBe('1.500');
    expect(formatNumber(3600, 'en')).toBe('3,600');
    expect(formatPercent(0.1, 'de')).toBe('10\u00a0%');
    expect(formatPercent(0.1, 'ja')).toBe('10%');
    // A whole percentage given as a unit is spaced the same way.
    expect(withUnit(80, '%', 'ko')).toBe('80%');
    expect(withUnit(80, '%', 'ja')).toBe('80%');
    expect(withUnit(80, '%', 'de')).toBe('80\u00a0%');
    expect(withUnit(512, 'MiB', 'ko')).toBe('512\u00a0MiB');
    expect(formatPercent(0.1, 'en')).toBe('10%');
    expect(formatPercent(0.1, 'ko')).toBe('10%');
    expect(formatPercent(0.125, 'de')).toBe('12,5\u00a0%');
  });
});
