import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { addDays, ammanInstant, ammanParts } from "@shared/amman-time";
import type { OrderStatus } from "@shared/order-status";
import type { Db } from "../../server/db/client";
import { orderItems, orders } from "../../server/db/schema";
import { publishOrderChange } from "../../server/modules/orders/order-events";

export interface OrderOptions {
  branch?: string;
  status?: OrderStatus;
  /** Minutes from now (negative: in the past; 30 without it), kept inside today's Amman day (from
   * its midnight to its last minute), so the order is on today's board whatever the hour. */
  pickupInMinutes?: number;
  pickupAt?: Date;
  customerName?: string;
  phoneNumber?: string;
  firstOrder?: boolean;
  note?: string | null;
}

/**
 * An order written straight to the database, with two lines (a meal ×2 at 3.50 and a sandwich at
 * 2.25: total 9.25), numbered after the branch's day's last, and announced to the boards as a
 * placed order is.
 */
export function createOrder(db: Db, options: OrderOptions = {}) {
  return db.transaction(async (tx) => {
    const order = await insertOrder(tx, options);
    await publishOrderChange(tx, { id: order.id, token: order.token, branch: order.branch, status: "received" });
    return order;
  });
}

function pickupIn(minutes = 30): Date {
  const now = Date.now();
  const today = ammanParts(now).date;
  const midnight = ammanInstant(today, 0).getTime();
  const lastMinute = ammanInstant(addDays(today, 1), 0).getTime() - 60_000;
  return new Date(Math.min(Math.max(now + minutes * 60_000, midnight), Math.max(lastMinute, now)));
}

async function insertOrder(db: Db, options: OrderOptions) {
  const pickupAt = options.pickupAt ?? pickupIn(options.pickupInMinutes);
  const branch = options.branch ?? "al-yasmeen";
  const day = ammanParts(new Date()).date;
  const [order] = await db
    .insert(orders)
    .values({
      token: randomBytes(24).toString("base64url"),
      branch,
      day,
      number: sql`(select coalesce(max(number), 0) + 1 from orders where branch = ${branch} and day = ${day})`,
      status: options.status ?? "received",
      pickupAt,
      customerName: options.customerName ?? "سامر",
      phoneNumber: options.phoneNumber ?? `079${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
      note: options.note === undefined ? "بدون بصل" : options.note,
      total: "9.25",
      firstOrder: options.firstOrder ?? false,
    })
    .returning();
  await db.insert(orderItems).values([
    {
      orderId: order.id,
      position: 1,
      menuItemId: randomUUID(),
      name: "بروستد",
      size: "meal",
      quantity: 2,
      unitPrice: "3.50",
      note: "حار",
    },
    {
      orderId: order.id,
      position: 2,
      menuItemId: randomUUID(),
      name: "زنجر",
      size: "sandwich",
      quantity: 1,
      unitPrice: "2.25",
    },
  ]);
  return order;
}
