import { and, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { DaySummaryDto, PhoneRecordDto, WaitingOrdersDto } from "@shared/api/order-board.contract";
import { CANCEL_REASONS, OPEN_ORDER_STATUSES } from "@shared/order-status";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { onAmmanDay } from "./order-board.service";

const count = (where: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${where})::int`;
const cash = (where: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${orders.total}) filter (where ${where}), 0)::numeric(12, 2)::text`;
const isOpen = sql`${orders.status} in (${sql.join(
  OPEN_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/** Per branch: orders waiting to be accepted, and every open order (any day). */
export async function waitingOrders(db: Db, branches: string[]): Promise<WaitingOrdersDto> {
  if (branches.length === 0) return [];
  const rows = await db
    .select({
      branch: orders.branch,
      received: count(sql`${orders.status} = 'received'`),
      open: count(isOpen),
    })
    .from(orders)
    .where(inArray(orders.branch, branches))
    .groupBy(orders.branch);
  return branches.map((branch) => rows.find((row) => row.branch === branch) ?? { branch, received: 0, open: 0 });
}

/** A day's figures per branch, by the pickup day in Amman. */
export async function daySummaries(db: Db, branches: string[], date: string): Promise<DaySummaryDto[]> {
  if (branches.length === 0) return [];
  const day = and(inArray(orders.branch, branches), onAmmanDay(orders.pickupAt, date));
  const rows = await db
    .select({
      branch: orders.branch,
      orders: sql<number>`count(*)::int`,
      collected: count(sql`${orders.status} = 'collected'`),
      open: count(isOpen),
      noShows: count(sql`${orders.status} = 'no_show'`),
      cashToCollect: cash(isOpen),
      cashCollected: cash(sql`${orders.status} = 'collected'`),
      ...Object.fromEntries(
        CANCEL_REASONS.map((reason) => [
          reason,
          count(sql`${orders.status} = 'cancelled' and ${orders.cancelReason} = ${reason}`),
        ]),
      ),
    })
    .from(orders)
    .where(day)
    .groupBy(orders.branch);
  // Quarter-hours of pickup, cancelled orders left out.
  const slot = sql<Date>`date_bin('15 minutes', ${orders.pickupAt}, timestamptz '2000-01-01T00:00:00Z')`;
  const slots = await db
    .select({ branch: orders.branch, at: slot, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(day, ne(orders.status, "cancelled")))
    .groupBy(orders.branch, slot);
  return branches.map((branch) => {
    const row = rows.find((r) => r.branch === branch) as Record<string, unknown> | undefined;
    const num = (key: string) => Number(row?.[key] ?? 0);
    return {
      branch,
      date,
      orders: num("orders"),
      collected: num("collected"),
      open: num("open"),
      noShows: num("noShows"),
      cancelled: Object.fromEntries(CANCEL_REASONS.map((reason) => [reason, num(reason)])),
      cashToCollect: (row?.cashToCollect as string | undefined) ?? "0.00",
      cashCollected: (row?.cashCollected as string | undefined) ?? "0.00",
      busiestSlots: slots
        .filter((s) => s.branch === branch)
        .sort((a, b) => b.orders - a.orders || new Date(a.at).getTime() - new Date(b.at).getTime())
        .slice(0, 3)
        .map((s) => ({ at: new Date(s.at).toISOString(), orders: s.orders })),
    };
  });
}

/** Phones with a missed pickup at the branches, with how many orders and no-shows they have there. */
export async function phoneRecords(db: Db, branches: string[]): Promise<PhoneRecordDto[]> {
  if (branches.length === 0) return [];
  const noShows = count(sql`${orders.status} = 'no_show'`);
  const rows = await db
    .select({ phoneNumber: orders.phoneNumber, orders: sql<number>`count(*)::int`, noShows })
    .from(orders)
    .where(and(inArray(orders.branch, branches), isNotNull(orders.phoneNumber)))
    .groupBy(orders.phoneNumber)
    .having(sql`${noShows} > 0`)
    .orderBy(sql`3 desc`, orders.phoneNumber);
  return rows.map((row) => ({ ...row, phoneNumber: row.phoneNumber ?? "" }));
}
