import { count, eq, sql } from "drizzle-orm";
import { OPEN_ORDER_STATUSES } from "@shared/order-status";
import { MAX_NO_SHOWS, MAX_OPEN_ORDERS_PER_PHONE, ORDER_MESSAGES } from "@shared/schema/orders-forms";
import type { Db } from "../../db/client";
import { blockedPhones, orders } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/**
 * The phone's standing, read under a lock on the phone (held to the end of the order's transaction,
 * so two racing orders of one phone count each other): blocked, two missed pickups, or two open
 * orders refuse it; a phone never seen before places a first order (the staff call to confirm).
 */
export async function checkPhone(tx: Db, phone: string): Promise<{ firstOrder: boolean }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-phone:${phone}`}))`);
  const [blocked] = await tx
    .select({ phone: blockedPhones.phoneNumber })
    .from(blockedPhones)
    .where(eq(blockedPhones.phoneNumber, phone));
  if (blocked) throw refusal(ORDER_MESSAGES.blocked);
  const rows = await tx
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.phoneNumber, phone))
    .groupBy(orders.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.n]));
  if ((byStatus.get("no_show") ?? 0) >= MAX_NO_SHOWS) throw refusal(ORDER_MESSAGES.noShows);
  const open = OPEN_ORDER_STATUSES.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  if (open >= MAX_OPEN_ORDERS_PER_PHONE) throw refusal(ORDER_MESSAGES.tooManyOpen);
  return { firstOrder: rows.length === 0 };
}

const refusal = (message: string) => new AppError("conflict", message, [{ path: "phoneNumber", message }]);
