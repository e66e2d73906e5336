import { AMMAN_TIME_ZONE as ZONE } from "@shared/amman-time";
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { rawRows } from "./raw-rows";

/** The instant an Amman calendar day ("yyyy-mm-dd") begins, whatever the server's own zone is. */
export const ammanDayStart = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${ZONE})`;

/**
 * Rows of a table per Amman calendar day of one of its timestamp columns, from the start of `since`,
 * among those `where` admits (every row without it); days without rows are absent.
 */
export function countPerAmmanDay(
  db: Db,
  table: PgTable,
  column: PgColumn,
  since: string,
  where?: SQL,
): Promise<{ day: string; count: number }[]> {
  return rawRows(
    db,
    sql`select to_char((${column} at time zone ${ZONE})::date, 'YYYY-MM-DD') as day, count(*)::int as count
        from ${table}
        where ${column} >= ${ammanDayStart(since)}${where ? sql` and ${where}` : sql``}
        group by 1`,
  );
}
