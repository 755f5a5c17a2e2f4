import React, { type ReactNode } from 'react';
import { support } from '../../data/platform';
import { formatDisjunction, intlLocales, type FactsLocale, type LocalizedTemplate } from './format';
import { useFactsLocale } from './useFactsLocale';

/** The languages support answers in, named in the reader's language and joined with its "or". */
export function SupportLanguages(): ReactNode {
  const locale = useFactsLocale();
  const names = new Intl.DisplayNames(intlLocales[locale], { type: 'language' });
  return formatDisjunction(
    support.languages.map((code) => names.of(code) ?? code),
    locale,
  );
}

/** Minutes east of UTC of a time zone on a day, from Intl's "GMT+09:00". */
function utcOffsetMinutes(timeZone: string, day: Date): number {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(day)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** "09:00" in one zone as "17:00" in another on a day; a day later is marked by the caller. */
function shifted(time: string, from: string, to: string, day: Date): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const total = hours * 60 + minutes + utcOffsetMinutes(to, day) - utcOffsetMinutes(from, day);
  const inDay = ((total % 1440) + 1440) % 1440;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** Where the reader most likely is, for the locales whose readers live far from support's zone. */
const readerZone: Partial<Record<FactsLocale, string>> = { ja: 'Asia/Tokyo', ko: 'Asia/Seoul' };

/** "(in Japan: 17:00–02:00 in winter, 16:00–01:00 in summer)", in the reader's language. */
const inReaderZone: LocalizedTemplate<[winter: string, summer: string]> = {
  en: (winter, summer) => ` (${winter} in winter, ${summer} in summer)`,
  de: (winter, summer) => ` (im Winter ${winter}, im Sommer ${summer})`,
  ja: (winter, summer) => `（日本時間では冬は ${winter}、夏は ${summer}）`,
  ko: (winter, summer) => `(한국 시간으로 겨울에는 ${winter}, 여름에는 ${summer})`,
};

/**
 * Support's business hours with their time zone from the facts; for a reader in Japan or Korea
 * also in the reader's time, in winter and in summer (support's zone changes with daylight saving
 * time, Tokyo and Seoul do not).
 */
export default function SupportHours(): ReactNode {
  const locale = useFactsLocale();
  const { from, to, timeZone } = support.businessHours;
  const range = (start: string, end: string) =>
    locale === 'ja' ? `${start}〜${end}` : `${start}–${end}`;
  const target = readerZone[locale];
  const converted = (day: Date) =>
    target === undefined
      ? ''
      : range(shifted(from, timeZone, target, day), shifted(to, timeZone, target, day));
  return (
    <>
      {range(from, to)} ({timeZone})
      {target === undefined
        ? ''
        : inReaderZone[locale](
            converted(new Date(Date.UTC(2026, 0, 15))),
            converted(new Date(Date.UTC(2026, 6, 15))),
          )}
    </>
  );
}
