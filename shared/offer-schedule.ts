// When an offer is shown: inside [startsAt, endsAt) (either end may be open) and, when weekdays are
// chosen, only on those calendar days in Amman. Pure, so the server's lists, its cache expiry and the
// admin's state column all read the same rule.
import { addDays, ammanInstant, ammanParts, toMinutes } from "./amman-time";

export interface OfferSchedule {
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  /** 0 = Sunday … 6 = Saturday; empty means every day. */
  weekdays: readonly number[];
}

export type ScheduleState = "scheduled" | "live" | "ended";

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** Whether the offer's window holds the instant `at`. */
export function isLiveAt(schedule: OfferSchedule, at: Date | number): boolean {
  const t = typeof at === "number" ? at : at.getTime();
  const start = time(schedule.startsAt);
  const end = time(schedule.endsAt);
  if (start !== null && t < start) return false;
  if (end !== null && t >= end) return false;
  return schedule.weekdays.length === 0 || schedule.weekdays.includes(ammanParts(t).weekday);
}

/**
 * The first instant after `now` at which the offer appears or disappears, or null when it never
 * changes again. Between its start, its end and Amman's midnights nothing can change, so those
 * are the only instants to try; a week of midnights covers every weekday.
 */
export function nextScheduleChange(schedule: OfferSchedule, now: Date): Date | null {
  const t = now.getTime();
  const start = time(schedule.startsAt);
  const end = time(schedule.endsAt);
  const candidates = [start, end].filter((c): c is number => c !== null && c > t);
  if (schedule.weekdays.length > 0) {
    const from = ammanParts(Math.max(t, start ?? t)).date;
    for (let day = 1; day <= 8; day += 1) {
      const midnight = ammanInstant(addDays(from, day), 0).getTime();
      if (midnight > t) candidates.push(midnight);
    }
  }
  const live = isLiveAt(schedule, t);
  const change = candidates.sort((a, b) => a - b).find((c) => isLiveAt(schedule, c) !== live);
  return change === undefined ? null : new Date(change);
}

/** The last instant at or before `now` at which the offer appeared or disappeared, or null. */
export function lastScheduleChange(schedule: OfferSchedule, now: Date): Date | null {
  const t = now.getTime();
  const start = time(schedule.startsAt);
  const end = time(schedule.endsAt);
  const candidates = [start, end].filter((c): c is number => c !== null && c <= t);
  if (schedule.weekdays.length > 0) {
    const from = ammanParts(Math.min(t, end ?? t)).date;
    for (let day = 0; day <= 7; day += 1) {
      const midnight = ammanInstant(addDays(from, -day), 0).getTime();
      if (midnight <= t) candidates.push(midnight);
    }
  }
  const change = candidates.sort((a, b) => b - a).find((c) => isLiveAt(schedule, c) !== isLiveAt(schedule, c - 1));
  return change === undefined ? null : new Date(change);
}

/** Live now; scheduled when it will still appear; ended when it never will again. */
export function scheduleState(schedule: OfferSchedule, now: Date): ScheduleState {
  if (isLiveAt(schedule, now)) return "live";
  return nextScheduleChange(schedule, now) ? "scheduled" : "ended";
}

/** "2026-11-27T18:00" in Amman → that instant; null for a text that is not such a real time. */
export function fromAmmanLocal(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match || addDays(match[1], 0) !== match[1]) return null;
  return ammanInstant(match[1], toMinutes(`${match[2]}:${match[3]}`));
}
/** An instant as Amman's clocks show it, "2026-11-27T18:00" (the value of a datetime-local input). */
export function toAmmanLocal(instant: Date | string): string {
  const parts = ammanParts(new Date(instant));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${parts.date}T${pad(Math.floor(parts.minutes / 60))}:${pad(parts.minutes % 60)}`;
}
