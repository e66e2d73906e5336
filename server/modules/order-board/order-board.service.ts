import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { BoardOrderDto, StatusChangeDto } from "@shared/api/order-board.contract";
import { addDays, ammanParts } from "@shared/amman-time";
import { type CancelReason, OPEN_ORDER_STATUSES, type OrderSize, type OrderStatus } from "@shared/order-status";
import type { Db } from "../../db/client";
import { orderItems, orders, orderStatusChanges } from "../../db/schema";
import { ammanDayStart } from "../../lib/amman-days";
import type { BranchScope } from "../../middleware/branch-scope";
import { allBranches } from "../branches/branches.service";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The branches a scope acts at (closed ones too, for their history), narrowed to one when the caller asks for it. */
export async function branchesOf(db: Db, scope: BranchScope, branch?: string): Promise<string[]> {
  const all = scope.all ? (await allBranches(db)).map((row) => row.slug) : scope.branches;
  return branch ? all.filter((slug) => slug === branch) : [...all];
}

/** Today in Amman, as "YYYY-MM-DD". */
export const ammanToday = (now: Date) => ammanParts(now).date;

/** Rows whose `column` falls on the Amman day `date`. */
export const onAmmanDay = (column: typeof orders.pickupAt, date: string): SQL =>
  and(gte(column, ammanDayStart(date)), lt(column, ammanDayStart(addDays(date, 1)))) as SQL;

type OrderRow = typeof orders.$inferSelect;

async function withItems(db: Db, rows: OrderRow[]): Promise<BoardOrderDto[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      size: orderItems.size,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      note: orderItems.note,
      // numeric × integer stays exact; two decimals like every price.
      lineTotal: sql<string>`(${orderItems.unitPrice} * ${orderItems.quantity})::numeric(12, 2)::text`,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    branch: row.branch,
    status: row.status as OrderStatus,
    pickupAt: row.pickupAt.toISOString(),
    asap: row.asap,
    customerName: row.customerName,
    phoneNumber: row.phoneNumber,
    note: row.note,
    total: row.total,
    firstOrder: row.firstOrder,
    delayMinutes: row.delayMinutes,
    cancelReason: row.cancelReason as CancelReason | null,
    cancelledBy: row.cancelledBy,
    acceptedAt: iso(row.acceptedAt),
    preparingAt: iso(row.preparingAt),
    readyAt: iso(row.readyAt),
    collectedAt: iso(row.collectedAt),
    cancelledAt: iso(row.cancelledAt),
    noShowAt: iso(row.noShowAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items: items
      .filter((item) => item.orderId === row.id)
      .map(({ orderId: _, size, ...item }) => ({ ...item, size: size as OrderSize })),
  }));
}

/**
 * The orders of some branches whose pickup falls on an Amman day, by pickup time; with `upcoming`,
 * also the open orders for a later day (placed ahead for tomorrow), which the counter accepts today.
 */
export async function listBoardOrders(
  db: Db,
  filter: { branches: string[]; date: string; status?: OrderStatus; upcoming?: boolean },
): Promise<BoardOrderDto[]> {
  if (filter.branches.length === 0) return [];
  const onTheDay = onAmmanDay(orders.pickupAt, filter.date);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.branch, filter.branches),
        filter.upcoming
          ? or(
              onTheDay,
              and(
                gte(orders.pickupAt, ammanDayStart(addDays(filter.date, 1))),
                inArray(orders.status, [...OPEN_ORDER_STATUSES]),
              ),
            )
          : onTheDay,
        filter.status ? eq(orders.status, filter.status) : undefined,
      ),
    )
    .orderBy(asc(orders.pickupAt), asc(orders.number));
  return withItems(db, rows);
}

export async function findOrderRow(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** One order as the board shows it. */
export async function boardOrder(db: Db, id: string): Promise<BoardOrderDto | undefined> {
  const row = await findOrderRow(db, id);
  return row ? (await withItems(db, [row]))[0] : undefined;
}

export const boardOrderOf = async (db: Db, row: OrderRow): Promise<BoardOrderDto> => (await withItems(db, [row]))[0];

/** An order's status changes, oldest first. */
export async function orderHistory(db: Db, id: string): Promise<StatusChangeDto[]> {
  const rows = await db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, id))
    .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.id));
  return rows.map(({ orderId: _, userId: __, at, ...row }) => ({ ...row, at: at.toISOString() }));
}
