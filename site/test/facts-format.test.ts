import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDuration,
  formatNumber,
  formatPercent,
  withUnit,
} from '../src/components/facts/format';
import { limitRows } from '../src/components/facts/limits';
import {
  alwaysOnPerMonth,
  formatMonthlyPrice,
  postgresPlanPerMonth,
  redisPlanPerMonth,
} from '../src/components/facts/monthlyPrices';
import { inTimeZone } from '../src/components/facts/timeZones';
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

describe('monthly prices', () => {
  const { billing, pricing } = platform;

  it('bill an always-on instance for its vCPU and GiB of memory, every hour of the month', () => {
    const oneOfEach = (pricing.vcpuPerHour + pricing.memoryGiBPerHour) * billing.hoursPerMonth;
    expect(alwaysOnPerMonth({ vcpu: 1, memoryMiB: 1024 })).toBeCloseTo(oneOfEach, 10);
    expect(alwaysOnPerMonth({ vcpu: 2, memoryMiB: 2048 })).toBeCloseTo(2 * oneOfEach, 10);
  });

  it('bill a Redis plan for its memory all month and a Postgres plan for its storage', () => {
    const gibMonth = pricing.redisMemoryPerGiBHour * billing.hoursPerMonth;
    expect(redisPlanPerMonth({ memoryMiB: 512 })).toBeCloseTo(gibMonth / 2, 10);
    expect(postgresPlanPerMonth({ storageGiB: 3 })).toBeCloseTo(
      3 * pricing.postgresStoragePerGiBMonth,
      10,
    );
  });

  it('are shown to the cent, as an invoice shows them', () => {
    expect(formatMonthlyPrice(14.6, 'de')).toBe('14,60\u00a0€');
    expect(formatMonthlyPrice(0.17822, 'en')).toBe('€0.18');
    expect(formatMonthlyPrice(24, 'ja')).toBe('€24.00');
  });
});

describe('support hours in the reader’s time zone', () => {
  const winter = new Date(Date.UTC(2026, 0, 15));
  const summer = new Date(Date.UTC(2026, 6, 15));
  const berlinIn = (zone: string, time: string, day: Date) =>
    inTimeZone(time, 'Europe/Berlin', zone, day);

  it('moves Berlin’s hours to Tokyo and Seoul, which keep no summer time', () => {
    expect(berlinIn('Asia/Tokyo', '09:00', winter)).toEqual({ time: '17:00', dayOffset: 0 });
    expect(berlinIn('Asia/Tokyo', '18:00', winter)).toEqual({ time: '02:00', dayOffset: 1 });
    expect(berlinIn('Asia/Seoul', '09:00', summer)).toEqual({ time: '16:00', dayOffset: 0 });
    expect(berlinIn('Asia/Seoul', '18:00', summer)).toEqual({ time: '01:00', dayOffset: 1 });
  });

  it('uses the offsets in force on the day, on both sides of the switch to summer time', () => {
    // Europe switches on the last Sunday of March (29 March 2026), the USA three weeks earlier.
    expect(berlinIn('Asia/Tokyo', '09:00', new Date(Date.UTC(2026, 2, 27))).time).toBe('17:00');
    expect(berlinIn('Asia/Tokyo', '09:00', new Date(Date.UTC(2026, 2, 30))).time).toBe('16:00');
    expect(berlinIn('America/Los_Angeles', '09:00', winter)).toEqual({
      time: '00:00',
      dayOffset: 0,
    });
    expect(berlinIn('America/Los_Angeles', '08:00', new Date(Date.UTC(2026, 2, 20)))).toEqual({
      time: '00:00',
      dayOffset: 0,
    });
    expect(berlinIn('America/Los_Angeles', '08:00', winter)).toEqual({
      time: '23:00',
      dayOffset: -1,
    });
    expect(inTimeZone('12:30', 'UTC', 'Asia/Kolkata', winter)).toEqual({
      time: '18:00',
      dayOffset: 0,
    });
  });
});

describe('dates of the legal pages', () => {
  it('write an ISO date out in each locale and refuse anything else', () => {
    expect(formatDate('2026-11-29', 'en')).toBe('29 November 2026');
    expect(formatDate('2026-11-29', 'de')).toBe('29. November 2026');
    expect(formatDate('2026-03-01', 'ja')).toBe('2026年3月1日');
    expect(formatDate('2026-03-01', 'ko')).toBe('2026년 3월 1일');
    expect(() => formatDate('29.11.2026', 'de')).toThrow('Not an ISO date');
  });
});
