import { and, isNull, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";

/**
 * Erases the name and phone of orders placed before `keptSince` (the retention period's start), in
 * one statement: the order, its lines, number, times and total stay (the counts are kept), and a
 * run from another process at the same time erases each order once. Returns how many were erased.
 */
export async function eraseOrdersPlacedBefore(db: Db, keptSince: SQL): Promise<number> {
  const erased = await db
    .update(orders)
    .set({ customerName: null, phoneNumber: null, erasedAt: new Date() })
    .where(and(lt(orders.createdAt, keptSince), isNull(orders.erasedAt)))
    .returning({ id: orders.id });
  return erased.length;
}
