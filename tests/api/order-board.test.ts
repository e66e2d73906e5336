// The board's status machine: every move from every status, allowed or refused, each stamped on
// the order and recorded (who, when, from → to); two staff tapping at once: one wins.
import { eq } from "drizzle-orm";
import { describe, expect, it, beforeAll } from "vitest";
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from "@shared/order-status";
import { ORDER_BOARD_MESSAGES } from "@shared/schema/order-board-forms";
import { orders, orderStatusChanges } from "../../server/db/schema";
import { moveRefused } from "../../server/modules/order-board/order-status.service";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { createOrder } from "../support/order-factories";

const STAMPS: Partial<Record<OrderStatus, keyof typeof orders.$inferSelect>> = {
  accepted: "acceptedAt",
  preparing: "preparingAt",
  ready: "readyAt",
  collected: "collectedAt",
  cancelled: "cancelledAt",
  no_show: "noShowAt",
};

const bodyFor = (status: OrderStatus) => (status === "cancelled" ? { status, reason: "busy" } : { status });
const moves = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => ({ from, to })));

describe("order status moves", () => {
  const suite = startAdminApp();
  let cashier: TestClient;
  let cashierName: string;
  beforeAll(async () => {
    cashier = suite.app.client();
    cashierName = (await signInAdmin(suite.app.db, cashier, { role: "cashier", branches: ["al-yasmeen"] })).username;
  });
  const rowOf = async (id: string) => (await suite.app.db.select().from(orders).where(eq(orders.id, id)))[0];
  const changesOf = (id: string) =>
    suite.app.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id));

  it.each(moves.filter(({ from, to }) => ORDER_TRANSITIONS[from].includes(to)))(
    "moves an order from $from to $to, stamps the time and records who did it",
    async ({ from, to }) => {
      // The pickup time has passed, so a no-show may be marked.
      const order = await createOrder(suite.app.db, { status: from, pickupInMinutes: -5 });
      const res = await cashier.put(`/api/admin/orders/${order.id}/status`, bodyFor(to));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: order.id, status: to });
      const row = await rowOf(order.id);
      expect(row.status).toBe(to);
      expect(row[STAMPS[to]!]).toBeInstanceOf(Date);
      const [change] = await changesOf(order.id);
      expect(change).toMatchObject({ fromStatus: from, toStatus: to, username: cashierName });
      expect(Math.abs(change.at.getTime() - Date.now())).toBeLessThan(60_000);
    },
  );

  it.each(moves.filter(({ from, to }) => !ORDER_TRANSITIONS[from].includes(to) && from !== to))(
    "refuses a move from $from to $to with 409, the order as it is, and changes nothing",
    async ({ from, to }) => {
      const order = await createOrder(suite.app.db, { status: from, pickupInMinutes: -5 });
      const before = await rowOf(order.id);
      const res = await cashier.put(`/api/admin/orders/${order.id}/status`, bodyFor(to));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(moveRefused(from, to));
      expect(res.body.order).toMatchObject({ id: order.id, status: from });
      expect(await rowOf(order.id)).toEqual(before);
      expect(await changesOf(order.id)).toEqual([]);
    },
  );

  it("refuses to move an order to the status it already has when someone else moved it there", async () => {
    const order = await createOrder(suite.app.db, { status: "accepted" });
    const res = await cashier.put(`/api/admin/orders/${order.id}/status`, { status: "accepted" });
    expect(res.status).toBe(409);
    expect(res.body.order.status).toBe("accepted");
  });

  it("answers a repeated move by the one who made it with the order, recording it once", async () => {
    const order = await createOrder(suite.app.db);
    const first = await cashier.put(`/api/admin/orders/${order.id}/status`, { status: "accepted" });
    const again = await cashier.put(`/api/admin/orders/${order.id}/status`, { status: "accepted" });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.status).toBe("accepted");
    expect(await changesOf(order.id)).toHaveLength(1);
  });

  it("refuses a no-show before the pickup time", async () => {
    const order = await createOrder(suite.app.db, { status: "ready", pickupInMinutes: 20 });
    const res = await cashier.put(`/api/admin/orders/${order.id}/status`, { status: "no_show" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ORDER_BOARD_MESSAGES.noShowTooEarly);
    expect((await rowOf(order.id)).status).toBe("ready");
  });

  it("accepting with «+10 دقائق» moves the pickup time by ten minutes and records the minutes", async () => {
    const order = await createOrder(suite.app.db);
    const res = await cashier.put(`/api/admin/orders/${order.id}/status`, { status: "accepted", delayMinutes: 10 });
    expect(res.status).toBe(200);
    const row = await rowOf(order.id);
    expect(row.pickupAt.getTime() - order.pickupAt.getTime()).toBe(10 * 60_000);
    expect(row.delayMinutes).toBe(10);
    expect(res.body.pickupAt).toBe(row.pickupAt.toISOString());
    expect((await changesOf(order.id))[0].delayMinutes).toBe(10);
  });

  it("a cancellation needs a reason, and keeps it with who cancelled", async () => {
    const order = await createOrder(suite.app.db);
    const missing = await cashier.put(`/api/admin/orders/${order.id}/status`, { status: "cancelled" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ORDER_BOARD_MESSAGES.reason);
    expect((await rowOf(order.id)).status).toBe("received");
    const res = await cashier.put(`/api/admin/orders/${order.id}/status`, { status: "cancelled", reason: "sold_out" });
    expect(res.status).toBe(200);
    expect(await rowOf(order.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "sold_out",
      cancelledBy: "staff",
    });
    expect((await changesOf(order.id))[0].reason).toBe("sold_out");
  });

  it("refuses minutes added on any move but accepting, and a reason on any but cancelling", async () => {
    const order = await createOrder(suite.app.db, { status: "accepted" });
    const delay = await cashier.put(`/api/admin/orders/${order.id}/status`, { status: "ready", delayMinutes: 10 });
    expect([delay.status, delay.body.message]).toEqual([400, ORDER_BOARD_MESSAGES.delayOnlyOnAccept]);
    const reason = await cashier.put(`/api/admin/orders/${order.id}/status`, { status: "ready", reason: "busy" });
    expect([reason.status, reason.body.message]).toEqual([400, ORDER_BOARD_MESSAGES.reasonOnlyOnCancel]);
    expect((await rowOf(order.id)).status).toBe("accepted");
  });

  it("answers 404 in Arabic for an order that does not exist", async () => {
    const res = await cashier.put("/api/admin/orders/00000000-0000-4000-8000-000000000000/status", {
      status: "accepted",
    });
    expect([res.status, res.body.message]).toEqual([404, ORDER_BOARD_MESSAGES.notFound]);
  });

  it("two staff accepting at once: one wins, the other gets 409 with the accepted order; one record", async () => {
    const other = suite.app.client();
    await signInAdmin(suite.app.db, other, { role: "cashier", branches: ["al-yasmeen"] });
    for (let round = 0; round < 5; round += 1) {
      const order = await createOrder(suite.app.db);
      const results = await Promise.all(
        [cashier, other].map((client) => client.put(`/api/admin/orders/${order.id}/status`, { status: "accepted" })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.order.status).toBe("accepted");
      expect(await changesOf(order.id)).toHaveLength(1);
    }
  });

  it("lists an order's changes in order with who made each", async () => {
    const order = await createOrder(suite.app.db, { pickupInMinutes: -1 });
    for (const status of ["accepted", "preparing", "ready", "collected"] as const)
      expect((await cashier.put(`/api/admin/orders/${order.id}/status`, { status })).status).toBe(200);
    const res = await cashier.get(`/api/admin/orders/${order.id}/history`);
    expect(res.status).toBe(200);
    expect(res.body.map((c: { fromStatus: string; toStatus: string }) => `${c.fromStatus}>${c.toStatus}`)).toEqual([
      "received>accepted",
      "accepted>preparing",
      "preparing>ready",
      "ready>collected",
    ]);
    expect(new Set(res.body.map((c: { username: string }) => c.username))).toEqual(new Set([cashierName]));
  });
});
