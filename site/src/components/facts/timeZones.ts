/** Wall-clock times of one time zone in another, with the offsets Intl knows for the day. */

/** Minutes east of UTC of a time zone at an instant, from Intl's "GMT+09:00" ("GMT" for UTC). */
function utcOffsetMinutes(timeZone: string, instant: Date): number {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(name ?? '');
  if (!match) throw new Error(`No UTC offset for the time zone ${timeZone}: ${name}`);
  if (match[1] === undefined) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

export interface ZonedTime {
  /** "17:00" */
  time: string;
  /** -1, 0 or 1: the day before, the same day or the day after in the other zone. */
  dayOffset: number;
}

/**
 * A wall-clock time ("09:00") in one time zone on a day (a date at 00:00 UTC) as the wall-clock
 * time in another: the offsets are those in force at that moment, so daylight saving time in
 * either zone is taken into account.
 */
export function inTimeZone(time: string, from: string, to: string, day: Date): ZonedTime {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wallMinutes = hours * 60 + minutes;
  // The instant: the wall time read as UTC, moved back by the source zone's offset at about then.
  const guess = day.getTime() + wallMinutes * 60_000;
  const instant = new Date(guess - utcOffsetMinutes(from, new Date(guess)) * 60_000);
  const total = wallMinutes - utcOffsetMinutes(from, instant) + utcOffsetMinutes(to, instant);
  const inDay = ((total % 1440) + 1440) % 1440;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    time: `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`,
    dayOffset: Math.floor(total / 1440),
  };
}
