import { addDays, ammanInstant, ammanParts } from "@shared/amman-time";
import { type BranchHours, plannedDay, span } from "@shared/branch-hours";
import { ORDER_HORIZON_DAYS } from "@shared/order-messages";

// When a branch can hand over an order: the pure rules of pickup times, from the branch's hours (its
// dated exceptions and Ramadan hours included) and its ordering settings, at a given moment.

const MINUTE = 60_000;

export interface SlotRules {
  prepMinutes: number;
  slotMinutes: number;
  capacity: number;
  lastOrderMinutes: number;
}

/** One opening of the branch as instants: [open, close); a late shift runs past midnight. */
interface Window {
  open: number;
  close: number;
}

/** The openings that start from yesterday (its late shift may still run) to the end of the horizon. */
function windows(hours: BranchHours, now: Date): Window[] {
  const today = ammanParts(now).date;
  const list: Window[] = [];
  for (let offset = -1; offset <= ORDER_HORIZON_DAYS; offset += 1) {
    const date = addDays(today, offset);
    for (const interval of plannedDay(hours, date).intervals) {
      const { start, end } = span(interval);
      list.push({ open: ammanInstant(date, start).getTime(), close: ammanInstant(date, end).getTime() });
    }
  }
  return list.sort((a, b) => a.open - b.open);
}

/** The start of the slot that holds `at` (slots are counted from the window's opening). */
const slotOf = (window: Window, at: number, slotMinutes: number) =>
  window.open + Math.floor((at - window.open) / (slotMinutes * MINUTE)) * slotMinutes * MINUTE;

/** The latest pickup a window takes: the last-order time before closing (and never closing itself). */
const lastPickup = (window: Window, rules: SlotRules) =>
  Math.min(window.close - rules.lastOrderMinutes * MINUTE, window.close - MINUTE);

export type PickupRefusal = "closedAt" | "tooSoon" | "afterLastOrder" | "tooFar";

/**
 * Whether a pickup at `at` is allowed when ordered at `now`; if so, the span of its slot, [slot,
 * slotEnd), cut at the window's closing (the capacity is counted per slot). The order of the checks makes the message the most useful one.
 */
export function checkPickup(
  hours: BranchHours,
  rules: SlotRules,
  now: Date,
  at: Date,
): { slot: Date; slotEnd: Date } | { refusal: PickupRefusal } {
  const time = at.getTime();
  if (time > now.getTime() + ORDER_HORIZON_DAYS * 24 * 60 * MINUTE) return { refusal: "tooFar" };
  if (time < now.getTime() + rules.prepMinutes * MINUTE) return { refusal: "tooSoon" };
  const window = windows(hours, now).find((w) => time >= w.open && time < w.close);
  if (!window) return { refusal: "closedAt" };
  if (time > lastPickup(window, rules)) return { refusal: "afterLastOrder" };
  const slot = slotOf(window, time, rules.slotMinutes);
  return { slot: new Date(slot), slotEnd: new Date(Math.min(slot + rules.slotMinutes * MINUTE, window.close)) };
}

/** «أقرب وقت»: now plus the preparation time (to the next whole minute), when the branch can make it. */
export function asapPickup(hours: BranchHours, rules: SlotRules, now: Date): Date | null {
  const at = new Date(Math.ceil((now.getTime() + rules.prepMinutes * MINUTE) / MINUTE) * MINUTE);
  // Only while the branch is open now, and ready before its last-order time.
  const current = windows(hours, now).find((w) => now.getTime() >= w.open && now.getTime() < w.close);
  if (!current || at.getTime() >= current.close) return null;
  return "slot" in checkPickup(hours, rules, now, at) ? at : null;
}

/**
 * Every slot start from now plus the preparation time to the end of tomorrow's openings (Amman
 * dates; a late shift that began tomorrow runs on past its midnight), in time order.
 */
export function candidateSlots(hours: BranchHours, rules: SlotRules, now: Date): Date[] {
  const today = ammanParts(now).date;
  const lastDate = addDays(today, 1);
  const earliest = now.getTime() + rules.prepMinutes * MINUTE;
  const step = rules.slotMinutes * MINUTE;
  const starts: number[] = [];
  for (const window of windows(hours, now)) {
    if (ammanParts(window.open).date > lastDate) continue;
    for (let at = window.open; at <= lastPickup(window, rules); at += step) {
      if (at >= earliest) starts.push(at);
    }
  }
  return [...new Set(starts)].sort((a, b) => a - b).map((at) => new Date(at));
}

/** The span of instants whose orders the slots above may count. */
export function countingRange(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - 24 * 60 * MINUTE),
    to: new Date(now.getTime() + (ORDER_HORIZON_DAYS + 1) * 24 * 60 * MINUTE),
  };
}

/** The slot each existing pickup falls in, counted. */
export function slotCounts(hours: BranchHours, rules: SlotRules, now: Date, pickups: Date[]): Map<number, number> {
  const list = windows(hours, now);
  const counts = new Map<number, number>();
  for (const pickup of pickups) {
    const time = pickup.getTime();
    const window = list.find((w) => time >= w.open && time < w.close);
    if (!window) continue;
    const slot = slotOf(window, time, rules.slotMinutes);
    counts.set(slot, (counts.get(slot) ?? 0) + 1);
  }
  return counts;
}
