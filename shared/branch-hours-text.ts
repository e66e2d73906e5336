import { addDays, weekdayOf, type DateKey } from "./amman-time";
import { span, type BranchStatus, type HoursInterval } from "./branch-hours";

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

/** "مفتوح الآن", "مغلق الآن – يفتح الساعة 6:00 م", "… يفتح غداً الساعة …", "… يفتح يوم الجمعة الساعة …". */
export function statusText(status: BranchStatus, today: DateKey): string {
  if (status.open) return "مفتوح الآن";
  if (!status.opensAt) return "مغلق الآن";
  return `مغلق الآن – يفتح ${dayPhrase(status.opensAt.date, today)}الساعة ${formatTime(status.opensAt.minutes)}`;
}
