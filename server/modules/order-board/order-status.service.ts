import { and, desc, eq, sql } from "drizzle-orm";
import type { BoardOrderDto } from "@shared/api/order-board.contract";
import { ORDER_BOARD_MESSAGES, type StatusChangeInput } from "@shared/schema/order-board-forms";
import { canMoveOrder, ORDER_STATUS_LABELS, type OrderStatus } from "@shared/order-status";
import type { Db } from "../../db/client";
import { orders, orderStatusChanges } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { assertBranchInScope, type BranchScope } from "../../middleware/branch-scope";
import { publishOrderChange } from "../orders/order-events";
import { boardOrderOf } from "./order-board.service";

/** The column that stamps when an order reached each status after the first. */
const STAMP_KEY = {
  accepted: "acceptedAt",
  preparing: "preparingAt",
  ready: "readyAt",
  collected: "collectedAt",
  cancelled: "cancelledAt",
  no_show: "noShowAt",
} as const;

export const moveRefused = (from: OrderStatus, to: OrderStatus) =>
  `لا يمكن نقل الطلب من «${ORDER_STATUS_LABELS[from]}» إلى «${ORDER_STATUS_LABELS[to]}»`;

export interface StatusChange {
  id: string;
  scope: BranchScope;
  change: StatusChangeInput;
  staff: { id: string | null; username: string };
  now: Date;
}

/**
 * Moves an order on, in one transaction: the row is locked, so of two staff tapping at once one
 * wins and the other meets the new status (409 with the order as it now is). The change is
 * stamped on the order, recorded (who, when, from → to) and announced to every board. The same
 * move repeated by the one who made it (a retried request) answers with the order, changing nothing.
 */
export async function changeOrderStatus(
  db: Db,
  { id, scope, change, staff, now }: StatusChange,
): Promise<BoardOrderDto> {
  const to = change.status as OrderStatus;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!current) throw notFound(ORDER_BOARD_MESSAGES.notFound);
    assertBranchInScope(scope, current.branch);
    const from = current.status as OrderStatus;
    if (from === to && (await lastMoveBy(tx, id)) === staff.username) return current;
    if (!canMoveOrder(from, to))
      throw new AppError("conflict", moveRefused(from, to), undefined, { order: await boardOrderOf(tx, current) });
    if (to === "no_show" && now < current.pickupAt) throw new AppError("conflict", ORDER_BOARD_MESSAGES.noShowTooEarly);
    const delay = to === "accepted" ? (change.delayMinutes ?? 0) : 0;
    const [moved] = await tx
      .update(orders)
      .set({
        status: to,
        [STAMP_KEY[to as keyof typeof STAMP_KEY]]: now,
        updatedAt: now,
        ...(to === "cancelled" && { cancelReason: change.reason, cancelledBy: "staff" }),
        ...(delay > 0 && {
          delayMinutes: sql`${orders.delayMinutes} + ${delay}`,
          pickupAt: sql`${orders.pickupAt} + make_interval(mins => ${delay})`,
        }),
      })
      // Conditional on the status read under the lock: never a move from a status it no longer has.
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning();
    await tx.insert(orderStatusChanges).values({
      orderId: id,
      fromStatus: from,
      toStatus: to,
      reason: to === "cancelled" ? change.reason : null,
      delayMinutes: delay > 0 ? delay : null,
      userId: staff.id,
      username: staff.username,
      at: now,
    });
    await publishOrderChange(tx, { id, token: moved.token, branch: moved.branch, status: to });
    return moved;
  });
  return boardOrderOf(db, row);
}

async function lastMoveBy(tx: Db, id: string): Promise<string | undefined> {
  const [last] = await tx
    .select({ username: orderStatusChanges.username })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, id))
    .orderBy(desc(orderStatusChanges.at))
    .limit(1);
  return last?.username;
}
