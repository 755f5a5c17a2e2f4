import type { ReactNode } from 'react';
import { support } from '../../data/platform';
import type { FactsLocale, LocalizedTemplate } from './format';
import { inTimeZone } from './timeZones';
import { useFactsLocale } from './useFactsLocale';

/** Where the reader most likely is, for the locales whose readers live far from support's zone. */
const readerZone: Partial<Record<FactsLocale, string>> = { ja: 'Asia/Tokyo', ko: 'Asia/Seoul' };

/**
 * A range of wall-clock times in the locale's way, the end marked when it falls on the next day
 * (Korean in words: a "~" comes out escaped in the Markdown twins).
 */
const timeRange: LocalizedTemplate<[start: string, end: string, endNextDay: boolean]> = {
  en: (start, end) => `${start}–${end}`,
  de: (start, end) => `${start}–${end}`,
  ja: (start, end, endNextDay) => `${start}〜${endNextDay ? '翌 ' : ''}${end}`,
  ko: (start, end, endNextDay) => `${start}부터 ${endNextDay ? '다음 날 ' : ''}${end}까지`,
};

/** Support's zone, with the reader's times in winter and while support's zone keeps summer time. */
const withReaderTimes: LocalizedTemplate<[zone: string, winter: string, summer?: string]> = {
  en: (zone) => ` (${zone})`,
  de: (zone) => ` (${zone})`,
  ja: (zone, winter, summer) =>
    `（${zone}、日本時間では ${winter}${summer ? `、ヨーロッパの夏時間の間は ${summer}` : ''}）`,
  ko: (zone, winter, summer) =>
    `(${zone}, 한국 시간으로 ${winter}${summer ? `, 유럽 서머타임 기간에는 ${summer}` : ''})`,
};

/** A day in the middle of winter and one in the middle of summer in the northern hemisphere. */
const winterDay = new Date(Date.UTC(2026, 0, 15));
const summerDay = new Date(Date.UTC(2026, 6, 15));

/**
 * Support's business hours with their time zone from the facts; for a reader in Japan or Korea
 * also in the reader's time, in winter and, if it differs, in summer.
 */
export default function SupportHours(): ReactNode {
  const locale = useFactsLocale();
  const { from, to, timeZone } = support.businessHours;
  const target = readerZone[locale];
  const converted = (day: Date) => {
    const start = inTimeZone(from, timeZone, target ?? timeZone, day);
    const end = inTimeZone(to, timeZone, target ?? timeZone, day);
    return timeRange[locale](start.time, end.time, end.dayOffset > start.dayOffset);
  };
  const winter = converted(winterDay);
  const summer = converted(summerDay);
  return `${timeRange[locale](from, to, false)}${withReaderTimes[locale](
    timeZone,
    winter,
    summer === winter ? undefined : summer,
  )}`;
}
