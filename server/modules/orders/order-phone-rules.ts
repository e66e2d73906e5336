import { count, eq, inArray, sql } from "drizzle-orm";
import { OPEN_ORDER_STATUSES } from "@shared/order-status";
import { MAX_NO_SHOWS, MAX_OPEN_ORDERS_PER_PHONE, ORDER_MESSAGES } from "@shared/order-messages";
import type { Db } from "../../db/client";
import { blockedPhones, orders } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/**
 * Locks the phone until the order's transaction ends, so two racing orders of one phone count each
 * other. A statement of its own: one that read the phone's orders too would read them as they were
 * before it waited for the lock.
 */
export async function lockPhone(tx: Db, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-phone:${phone}`}))`);
}

/**
 * The phone's standing, read under its lock: blocked, two missed pickups, or two open orders refuse
 * it; a phone never seen before places a first order (the staff call to confirm).
 */
export async function checkPhone(tx: Db, phone: string): Promise<{ firstOrder: boolean }> {
  const [standing] = await tx
    .select({
      blocked: sql<boolean>`exists (select 1 from ${blockedPhones} where ${blockedPhones.phoneNumber} = ${phone})`,
      orders: count(),
      noShows: count(sql`case when ${orders.status} = 'no_show' then 1 end`),
      open: count(sql`case when ${inArray(orders.status, [...OPEN_ORDER_STATUSES])} then 1 end`),
    })
    .from(orders)
    .where(eq(orders.phoneNumber, phone));
  if (standing.blocked) throw refusal(ORDER_MESSAGES.blocked);
  if (standing.noShows >= MAX_NO_SHOWS) throw refusal(ORDER_MESSAGES.noShows);
  if (standing.open >= MAX_OPEN_ORDERS_PER_PHONE) throw refusal(ORDER_MESSAGES.tooManyOpen);
  return { firstOrder: standing.orders === 0 };
}

const refusal = (message: string) => new AppError("conflict", message, [{ path: "phoneNumber", message }]);
