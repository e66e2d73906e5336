import { addDays, weekdayOf, type DateKey } from "./amman-time";
import { plannedDay, span, type BranchHours, type BranchStatus, type HoursInterval } from "./branch-hours";

// The words a visitor reads about opening hours. Latin digits with Arabic text, like every number on the site.

export const DAY_NAMES = ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"] as const;

/** 1110 → "6:30 م"; midnight is "12:00 ص". */
export function formatTime(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, "0");
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? "ص" : "م"}`;
}

/** "11:00 ص – 3:00 م، 6:00 م – 2:00 ص", or "مغلق". */
export function intervalsText(intervals: HoursInterval[]): string {
  if (intervals.length === 0) return "مغلق";
  return [...intervals]
    .sort((a, b) => span(a).start - span(b).start)
    .map((interval) => {
      const { start, end } = span(interval);
      // A shift that ends exactly at midnight reads as such, not as "12:00 ص" (which looks like noon to many).
      return `${formatTime(start)} – ${end === 24 * 60 ? "منتصف الليل" : formatTime(end)}`;
    })
    .join("، ");
}

function dayPhrase(date: DateKey, today: DateKey): string {
  if (date === today) return "";
  if (date === addDays(today, 1)) return "غداً ";
  if (date <= addDays(today, 6)) return `يوم ${DAY_NAMES[weekdayOf(date)]} `;
  const [, month, day] = date.split("-").map(Number);
  return `في ${day}/${month} `;
}

/** The badge's words: "مفتوح الآن" or "مغلق الآن". */
export const openText = (status: BranchStatus) => (status.open ? "مفتوح الآن" : "مغلق الآن");

/**
 * When that changes: "يغلق الساعة 11:45 م" (a close in the small hours after tonight's shift needs no
 * day), "يفتح الساعة 6:00 م", "يفتح غداً الساعة …", "يفتح يوم الجمعة الساعة …"; null when nothing is planned.
 */
export function nextChangeText(status: BranchStatus, today: DateKey): string | null {
  if (status.open) {
    const { date, minutes } = status.closesAt;
    const tonight = date === today || (date === addDays(today, 1) && minutes < SMALL_HOURS_END);
    return `يغلق ${tonight ? "" : dayPhrase(date, today)}الساعة ${formatTime(minutes)}`;
  }
  if (!status.opensAt) return null;
  return `يفتح ${dayPhrase(status.opensAt.date, today)}الساعة ${formatTime(status.opensAt.minutes)}`;
}

/** A night shift's close before this (06:00) still belongs to the evening it started. */
const SMALL_HOURS_END = 6 * 60;

/** "مفتوح الآن – يغلق الساعة 3:00 م", "مغلق الآن – يفتح الساعة 6:00 م", "مغلق الآن" (nothing planned). */
export function statusText(status: BranchStatus, today: DateKey): string {
  const next = nextChangeText(status, today);
  return next ? `${openText(status)} – ${next}` : openText(status);
}

/** The week as it is read here: Saturday first. */
const WEEK_FROM_SATURDAY = [6, 0, 1, 2, 3, 4, 5] as const;

export interface WeekDayHours {
  day: (typeof DAY_NAMES)[number];
  /** The date these hours are for: this weekday's next occurrence, today included. */
  date: DateKey;
  today: boolean;
  /** The dated exception's name when one replaces the weekly hours on that date. */
  exception?: string;
  text: string;
}

/** Saturday to Friday, each day's hours on its coming date: split shifts, and an exception where one applies. */
export function weekHours(branch: BranchHours, today: DateKey): WeekDayHours[] {
  const todayWeekday = weekdayOf(today);
  return WEEK_FROM_SATURDAY.map((weekday) => {
    const date = addDays(today, (weekday - todayWeekday + 7) % 7);
    const plan = plannedDay(branch, date);
    return {
      day: DAY_NAMES[weekday],
      date,
      today: date === today,
      ...(plan.exception && { exception: plan.exception.label }),
      text: intervalsText(plan.intervals),
    };
  });
}
