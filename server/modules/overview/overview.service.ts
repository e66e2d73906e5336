import { addDays, ammanParts, weekdayOf } from "@shared/amman-time";
import type { ChartBucket, OverviewCharts } from "@shared/api/overview.contract";
import { OVERVIEW_DAYS } from "@shared/schema/overview-forms";
import type { Db } from "../../db/client";
import type { BranchScope } from "../../middleware/branch-scope";
import { countEntriesPerAmmanDay } from "../lottery/entries.service";
import { countApplicationsPerAmmanDay } from "../recruitment/applications.service";
import { countApplicationsPerStage } from "../recruitment/pipeline.service";
import { countReviewsPerRating } from "../reviews/reviews.service";

/** The Sunday on or before the day (Jordan's working week starts on Sunday). */
const weekStart = (day: string) => addDays(day, -weekdayOf(day));

/** Every day from first to last, inclusive, stepping `step` days. */
function daysBetween(first: string, last: string, step = 1): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, step)) days.push(day);
  return days;
}

/** Every bucket from the list, with zero where nothing fell. */
const filled = (keys: string[], counts: Map<string, number>): ChartBucket[] =>
  keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));

/**
 * The last OVERVIEW_DAYS Amman calendar days up to `now` (today included), grouped in SQL by
 * Amman date so a midnight in Amman splits the days whatever the server's own zone is. Each chart
 * counts what the staff member's own list shows: a manager's applications are those of the areas
 * their branches hire for, their draw entries those handed over at their branches; reviews are
 * moderated chain-wide.
 */
export async function overviewCharts(db: Db, scope: BranchScope, now = new Date()): Promise<OverviewCharts> {
  const today = ammanParts(now).date;
  const first = addDays(today, -(OVERVIEW_DAYS - 1));
  const [applications, entries, ratings, stages] = await Promise.all([
    countApplicationsPerAmmanDay(db, first, scope),
    countEntriesPerAmmanDay(db, first, scope),
    countReviewsPerRating(db, first),
    countApplicationsPerStage(db, scope),
  ]);

  const weeks = new Map<string, number>();
  for (const { day, count } of applications) weeks.set(weekStart(day), (weeks.get(weekStart(day)) ?? 0) + count);
  return {
    applicationsPerWeek: filled(daysBetween(weekStart(first), weekStart(today), 7), weeks),
    drawEntriesPerDay: filled(daysBetween(first, today), new Map(entries.map((row) => [row.day, row.count]))),
    reviewsPerRating: filled(["1", "2", "3", "4", "5"], new Map(ratings.map((row) => [String(row.rating), row.count]))),
    applicationsPerStage: stages.map(({ stage, count }) => ({ key: stage, count })),
  };
}
