// Wall-clock time in Amman, whatever zone the server or the browser runs in. Intl knows the zone's
// rules (Jordan kept summer time all year from 2022), so no date library is needed.
export const AMMAN_TIME_ZONE = "Asia/Amman";

/** A calendar date as "YYYY-MM-DD". */
export type DateKey = string;

export interface AmmanParts {
  date: DateKey;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

let formatter: Intl.DateTimeFormat | undefined;

export function ammanParts(instant: Date | number): AmmanParts {
  formatter ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: AMMAN_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

// Calendar arithmetic on date keys through UTC midnights: no zone can shift a day there.
const utcDay = (date: DateKey) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

export const weekdayOf = (date: DateKey) => new Date(utcDay(date)).getUTCDay();

export const addDays = (date: DateKey, days: number): DateKey =>
  new Date(utcDay(date) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether "YYYY-MM-DD" names a real day (not 2026-02-30). */
export const isRealDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;

/** "18:30" → 1110. */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The instant at which Amman's clocks show `minutes` past midnight of `date`. The zone's offset is read
 * at a first guess and corrected once, which settles any whole-hour offset (a time skipped by a clock
 * change lands just after it).
 */
export function ammanInstant(date: DateKey, minutes: number): Date {
  const wall = utcDay(date) + minutes * 60_000;
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = ammanParts(instant);
    instant += wall - (utcDay(seen.date) + seen.minutes * 60_000);
  }
  return new Date(instant);
}
