// Calendar dates in the restaurant's zone (Asia/Amman) as "yyyy-mm-dd" strings, and plain date arithmetic on them.
const ammanDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Amman",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export const ammanDate = (instant: Date): string => ammanDay.format(instant);

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Sunday on or before the day (Jordan's working week starts on Sunday). */
export const weekStart = (day: string): string => addDays(day, -asUtc(day).getUTCDay());

/** Every day from first to last, inclusive, stepping `step` days. */
export function daysBetween(first: string, last: string, step = 1): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, step)) days.push(day);
  return days;
}
