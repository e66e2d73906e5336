import { sql, type SQL } from "drizzle-orm";
import { OVERVIEW_DAYS, type ChartBucket, type OverviewCharts } from "@shared/schema/attention-forms";
import type { Db } from "../../db/client";
import { rawRows } from "../../lib/raw-rows";
import { addDays, ammanDate, daysBetween, weekStart } from "./amman-dates";

const ZONE = "Asia/Amman";

/** Rows grouped by the Amman calendar day of a timestamp column, since `since`. */
function perAmmanDay(db: Db, table: SQL, column: SQL, since: string) {
  return rawRows<{ day: string; count: number }>(
    db,
    sql`select to_char((${column} at time zone ${ZONE})::date, 'YYYY-MM-DD') as day, count(*)::int as count
        from ${table}
        where ${column} >= (${since}::date::timestamp at time zone ${ZONE})
        group by 1`,
  );
}

/** Every bucket from the list, with zero where nothing fell. */
const filled = (keys: string[], counts: Map<string, number>): ChartBucket[] =>
  keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));

/**
 * The last OVERVIEW_DAYS Amman calendar days up to `now` (today included), grouped in SQL by
 * Amman date so a midnight in Amman splits the days whatever the server's own zone is.
 */
export async function overviewCharts(db: Db, now = new Date()): Promise<OverviewCharts> {
  const today = ammanDate(now);
  const first = addDays(today, -(OVERVIEW_DAYS - 1));
  const [applications, entries, ratings] = await Promise.all([
    perAmmanDay(db, sql`job_applications`, sql`created_at`, first),
    perAmmanDay(db, sql`lottery_entries`, sql`submitted_at`, first),
    rawRows<{ rating: number; count: number }>(
      db,
      sql`select rating, count(*)::int as count from reviews
          where created_at >= (${first}::date::timestamp at time zone ${ZONE}) group by rating`,
    ),
  ]);

  const weeks = new Map<string, number>();
  for (const { day, count } of applications) weeks.set(weekStart(day), (weeks.get(weekStart(day)) ?? 0) + count);
  return {
    applicationsPerWeek: filled(daysBetween(weekStart(first), weekStart(today), 7), weeks),
    drawEntriesPerDay: filled(daysBetween(first, today), new Map(entries.map((row) => [row.day, row.count]))),
    reviewsPerRating: filled(["1", "2", "3", "4", "5"], new Map(ratings.map((row) => [String(row.rating), row.count]))),
  };
}
