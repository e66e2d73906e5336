import { addDays, ammanParts, toMinutes, weekdayOf, type DateKey } from "./amman-time";

// Opening hours of a branch, in Amman wall-clock time. An interval whose close is not after its open
// runs past midnight (18:00–02:00 closes at 2 the next morning); a day with no interval is closed.

export interface HoursInterval {
  open: string; // "HH:MM"
  close: string;
}
/** Seven days, Sunday (0) to Saturday (6), each with zero or more intervals. */
export type WeeklyHours = HoursInterval[][];
/** Dated hours that replace the weekly plan from `from` to `to` (inclusive); no interval means closed. */
export interface HoursException {
  from: DateKey;
  to: DateKey;
  label: string;
  intervals: HoursInterval[];
}
export interface BranchHours {
  hours: WeeklyHours;
  exceptions: HoursException[];
}

/** A moment on the Amman calendar. */
export interface LocalMoment {
  date: DateKey;
  minutes: number;
}
export type BranchStatus = { open: true; closesAt: LocalMoment } | { open: false; opensAt: LocalMoment | null };

const DAY = 24 * 60;
// How far ahead "opens at" looks: past the longest closure a chain plausibly announces (a month of works).
const LOOKAHEAD_DAYS = 62;

export const emptyWeek = (): WeeklyHours => Array.from({ length: 7 }, () => []);

/** Start and end in minutes from the interval's own midnight; the end passes DAY when it runs past midnight. */
export function span({ open, close }: HoursInterval): { start: number; end: number } {
  const start = toMinutes(open);
  const end = toMinutes(close);
  return { start, end: end <= start ? end + DAY : end };
}

/**
 * The hours planned for one date: the exception covering it (the narrowest when several do, so an
 * Eid closure inside a Ramadan range wins), else the weekly plan of its weekday.
 */
export function plannedDay(
  branch: BranchHours,
  date: DateKey,
): { intervals: HoursInterval[]; exception?: HoursException } {
  const exception = narrowest(branch.exceptions.filter((entry) => entry.from <= date && date <= entry.to));
  if (exception) return { intervals: exception.intervals, exception };
  return { intervals: branch.hours[weekdayOf(date)] ?? [] };
}

const length = (exception: HoursException) => Date.parse(exception.to) - Date.parse(exception.from);
const narrowest = (list: HoursException[]) =>
  list.reduce<HoursException | undefined>(
    (best, next) => (!best || length(next) < length(best) ? next : best),
    undefined,
  );

/** Open now, and until when; or closed, and when it next opens (null: nothing planned ahead). */
export function branchStatus(branch: BranchHours, now: Date | number): BranchStatus {
  const { date, minutes } = ammanParts(now);
  // Yesterday's late shift still running after midnight counts first.
  for (const interval of plannedDay(branch, addDays(date, -1)).intervals) {
    const { end } = span(interval);
    if (end > DAY && minutes < end - DAY) return { open: true, closesAt: { date, minutes: end - DAY } };
  }
  for (const interval of plannedDay(branch, date).intervals) {
    const { start, end } = span(interval);
    if (minutes >= start && minutes < end) {
      return {
        open: true,
        closesAt: end >= DAY ? { date: addDays(date, 1), minutes: end - DAY } : { date, minutes: end },
      };
    }
  }
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const day = addDays(date, offset);
    const starts = plannedDay(branch, day)
      .intervals.map((interval) => span(interval).start)
      .filter((start) => offset > 0 || start > minutes);
    if (starts.length > 0) return { open: false, opensAt: { date: day, minutes: Math.min(...starts) } };
  }
  return { open: false, opensAt: null };
}
