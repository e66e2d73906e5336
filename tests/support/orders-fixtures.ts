import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { contract } from "../../shared/api/contract";
import { orderItems, orders } from "../../server/db/schema";
import type { AdminSuite } from "./admin-app";
import { unique } from "./factories";

// Shared steps of the order-ahead API tests: a branch with hours and ordering on, a dish, a body.

/** Amman keeps UTC+3 all year: "2026-11-25T20:00" in Amman is 17:00Z. */
export const amman = (local: string) => new Date(`${local}:00+03:00`);
export const week = (day: { open: string; close: string }[]) => Array.from({ length: 7 }, () => day);

/** Hours every day 10:00–23:00, unless told. */
export async function openBranch(
  suite: AdminSuite,
  slug: string,
  {
    hours = week([{ open: "10:00", close: "23:00" }]),
    exceptions = [],
    settings = {},
  }: { hours?: unknown; exceptions?: unknown[]; settings?: Record<string, unknown> } = {},
) {
  const saved = await suite.admin.put(`/api/branches/${slug}`, { hours, exceptions });
  expect(saved.status, saved.text).toBe(200);
  const res = await suite.admin.put(`/api/branches/${slug}/ordering`, {
    enabled: true,
    prepMinutes: 20,
    slotMinutes: 15,
    capacity: 10,
    lastOrderMinutes: 15,
    pause: null,
    ...settings,
  });
  expect(res.status, res.text).toBe(200);
}

export async function dish(suite: AdminSuite, body: Record<string, unknown> = {}) {
  const res = await suite.admin.post("/api/menu-items", {
    name: unique("زنجر "),
    sandwichPrice: "2.50",
    mealPrice: "3.75",
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; name: string };
}

let phoneCounter = 0;
/** A mobile number no other test uses. */
export const freshPhone = () =>
  `079${String((Date.now() % 10_000_000) + phoneCounter++)
    .padStart(7, "0")
    .slice(-7)}`;

export const orderBody = (branch: string, items: unknown[], more: Record<string, unknown> = {}) => ({
  branch,
  pickupAt: null,
  items,
  customerName: "سامي",
  phoneNumber: freshPhone(),
  ...more,
});

export const placeResponse = contract.orders.place.responses[201];

export async function orderCount(suite: AdminSuite): Promise<{ orders: number; items: number }> {
  const [o] = await suite.app.db.select({ n: count() }).from(orders);
  const [i] = await suite.app.db.select({ n: count() }).from(orderItems);
  return { orders: o.n, items: i.n };
}

export async function storedOrder(suite: AdminSuite, token: string) {
  const [row] = await suite.app.db.select().from(orders).where(eq(orders.token, token));
  return row;
}

/** An order's stored lines in their order, as the database holds them. */
export async function storedLines(suite: AdminSuite, orderId: string) {
  return suite.app.db
    .select({
      menuItemId: orderItems.menuItemId,
      name: orderItems.name,
      size: orderItems.size,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
}
