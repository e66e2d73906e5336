import { addDays, ammanInstant, ammanParts } from "@shared/amman-time";
import { type BranchHours, branchStatus } from "@shared/branch-hours";

/** The hour a business day starts in Amman: a night shift past midnight still belongs to the day before. */
export const BUSINESS_DAY_START = 4 * 60;

/**
 * When a "sold out today" mark set at `now` ends: the branch's first opening at or after 04:00 of the
 * next business day (04:00 itself when the branch is open then or has no hours planned ahead).
 */
export function soldOutResetAt(hours: BranchHours, now: Date): Date {
  const { date, minutes } = ammanParts(now);
  const today = minutes < BUSINESS_DAY_START ? addDays(date, -1) : date;
  const nextDay = ammanInstant(addDays(today, 1), BUSINESS_DAY_START);
  const status = branchStatus(hours, nextDay);
  if (status.open || !status.opensAt) return nextDay;
  return ammanInstant(status.opensAt.date, status.opensAt.minutes);
}
