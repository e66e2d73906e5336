// Who sees and moves which orders: a cashier and a manager of branch A only A's, the owner every
// branch's; B's orders are 403 in Arabic for A's staff and stay unchanged.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, ammanInstant, ammanParts } from "@shared/amman-time";
import { orders } from "../../server/db/schema";
import { BRANCH_FORBIDDEN, ROLE_FORBIDDEN } from "../../server/middleware/staff-access";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { createOrder } from "../support/order-factories";

const A = "al-yasmeen";
const B = "dabouq";
const ids = (res: { body: { id: string }[] }) => res.body.map((order) => order.id);

describe("order board scope", () => {
  const suite = startAdminApp();
  let cashier: TestClient;
  let manager: TestClient;
  let ours: Awaited<ReturnType<typeof createOrder>>;
  let theirs: Awaited<ReturnType<typeof createOrder>>;
  beforeAll(async () => {
    cashier = suite.app.client();
    await signInAdmin(suite.app.db, cashier, { role: "cashier", branches: [A] });
    manager = suite.app.client();
    await signInAdmin(suite.app.db, manager, { role: "manager", branches: [A] });
    ours = await createOrder(suite.app.db, { branch: A, pickupInMinutes: -30, status: "ready" });
    theirs = await createOrder(suite.app.db, { branch: B, pickupInMinutes: -30, status: "ready" });
  });

  it("a cashier and a manager of A list A's orders only; the owner lists both and filters by branch", async () => {
    for (const client of [cashier, manager]) {
      const list = await client.get("/api/admin/orders");
      expect(list.status).toBe(200);
      expect(ids(list)).toContain(ours.id);
      expect(ids(list)).not.toContain(theirs.id);
    }
    expect(ids(await suite.admin.get("/api/admin/orders"))).toEqual(expect.arrayContaining([ours.id, theirs.id]));
    const filtered = await suite.admin.get(`/api/admin/orders?branch=${B}`);
    expect(ids(filtered)).toContain(theirs.id);
    expect(ids(filtered)).not.toContain(ours.id);
  });

  it("today's board also lists the open orders placed ahead for tomorrow, and a day asked for lists only that day", async () => {
    const tomorrow = addDays(ammanParts(new Date()).date, 1);
    const noonTomorrow = ammanInstant(tomorrow, 12 * 60);
    const ahead = await createOrder(suite.app.db, { branch: A, pickupAt: noonTomorrow });
    const cancelledAhead = await createOrder(suite.app.db, { branch: A, pickupAt: noonTomorrow, status: "cancelled" });
    const board = await cashier.get("/api/admin/orders");
    expect(board.status).toBe(200);
    expect(ids(board)).toEqual(expect.arrayContaining([ours.id, ahead.id]));
    expect(ids(board)).not.toContain(cancelledAhead.id);
    // Today's pickups first, then tomorrow's, by pickup time.
    expect(ids(board).indexOf(ours.id)).toBeLessThan(ids(board).indexOf(ahead.id));
    const today = await cashier.get(`/api/admin/orders?date=${ammanParts(new Date()).date}`);
    expect(ids(today)).toContain(ours.id);
    expect(ids(today)).not.toContain(ahead.id);
    const onTheDay = await cashier.get(`/api/admin/orders?date=${tomorrow}`);
    expect(ids(onTheDay)).toEqual(expect.arrayContaining([ahead.id, cancelledAhead.id]));
    expect(ids(onTheDay)).not.toContain(ours.id);
  });

  it("a list of the order's lines, flags and total as the board shows them", async () => {
    const [order] = (await cashier.get(`/api/admin/orders?status=ready`)).body.filter(
      (o: { id: string }) => o.id === ours.id,
    );
    expect(order).toMatchObject({
      number: ours.number,
      status: "ready",
      customerName: "سامر",
      note: "بدون بصل",
      total: "9.25",
      firstOrder: false,
      items: [
        { name: "بروستد", size: "meal", quantity: 2, unitPrice: "3.50", lineTotal: "7.00", note: "حار" },
        { name: "زنجر", size: "sandwich", quantity: 1, unitPrice: "2.25", lineTotal: "2.25", note: null },
      ],
    });
  });

  it("asking for B's orders, summary or history as A's staff is 403 in Arabic", async () => {
    for (const client of [cashier, manager]) {
      for (const path of [
        `/api/admin/orders?branch=${B}`,
        `/api/admin/orders/summary?branch=${B}`,
        `/api/admin/orders/${theirs.id}/history`,
      ]) {
        const res = await client.get(path);
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 403,
          body: { code: "forbidden", message: BRANCH_FORBIDDEN },
        });
      }
    }
  });

  it("moving B's order as A's staff is 403 in Arabic and leaves it unchanged", async () => {
    const before = (await suite.app.db.select().from(orders).where(eq(orders.id, theirs.id)))[0];
    for (const client of [cashier, manager]) {
      const res = await client.put(`/api/admin/orders/${theirs.id}/status`, { status: "collected" });
      expect([res.status, res.body]).toEqual([403, { code: "forbidden", message: BRANCH_FORBIDDEN }]);
    }
    expect((await suite.app.db.select().from(orders).where(eq(orders.id, theirs.id)))[0]).toEqual(before);
  });

  it("the owner moves any branch's order", async () => {
    const order = await createOrder(suite.app.db, { branch: B });
    expect((await suite.admin.put(`/api/admin/orders/${order.id}/status`, { status: "accepted" })).status).toBe(200);
  });

  it("waiting counts name each of the caller's branches, and only theirs", async () => {
    const waiting = await createOrder(suite.app.db, { branch: A });
    const res = await cashier.get("/api/admin/orders/waiting");
    expect(res.status).toBe(200);
    expect(res.body.map((row: { branch: string }) => row.branch)).toEqual([A]);
    expect(res.body[0].received).toBeGreaterThanOrEqual(1);
    const owner = await suite.admin.get("/api/admin/orders/waiting");
    expect(owner.body).toHaveLength(4);
    await suite.admin.put(`/api/admin/orders/${waiting.id}/status`, { status: "accepted" });
    expect((await cashier.get("/api/admin/orders/waiting")).body[0].received).toBe(res.body[0].received - 1);
  });

  it("no-show counts per phone: a manager sees their branches' phones; a cashier is refused", async () => {
    const phone = "0791112233";
    const other = "0794445566";
    await createOrder(suite.app.db, { branch: A, status: "no_show", phoneNumber: phone });
    await createOrder(suite.app.db, { branch: A, status: "collected", phoneNumber: phone });
    await createOrder(suite.app.db, { branch: B, status: "no_show", phoneNumber: other });
    const res = await manager.get("/api/admin/order-phones");
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ phoneNumber: phone, orders: 2, noShows: 1 });
    expect(res.body.map((row: { phoneNumber: string }) => row.phoneNumber)).not.toContain(other);
    expect((await suite.admin.get("/api/admin/order-phones")).body).toContainEqual({
      phoneNumber: other,
      orders: 1,
      noShows: 1,
    });
    const refused = await cashier.get("/api/admin/order-phones");
    expect([refused.status, refused.body]).toEqual([403, { code: "forbidden", message: ROLE_FORBIDDEN }]);
  });

  it("a visitor gets 401 from every board endpoint", async () => {
    const visitor = suite.app.client();
    for (const path of ["/api/admin/orders", "/api/admin/orders/events", "/api/admin/orders/waiting"])
      expect((await visitor.get(path)).status).toBe(401);
    expect((await visitor.put(`/api/admin/orders/${ours.id}/status`, { status: "collected" })).status).toBe(401);
  });
});

describe("the day's summary", () => {
  const suite = startAdminApp();

  it("counts the day's orders per branch: collected, open, no-shows, cancelled by reason, cash, busiest slots", async () => {
    const branch = "hashmi-north";
    const pickupAt = new Date(Date.now() + 60 * 60_000);
    for (const status of ["received", "accepted", "collected", "collected", "no_show", "cancelled"] as const)
      await createOrder(suite.app.db, { branch, status, pickupAt });
    await suite.app.db.update(orders).set({ cancelReason: "busy" }).where(eq(orders.status, "cancelled"));
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Amman" }).format(pickupAt);
    const res = await suite.admin.get(`/api/admin/orders/summary?branch=${branch}&date=${today}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        branch,
        date: today,
        orders: 6,
        collected: 2,
        open: 2,
        noShows: 1,
        cancelled: { sold_out: 0, busy: 1, customer_asked: 0, other: 0 },
        cashToCollect: "18.50",
        cashCollected: "18.50",
        busiestSlots: [{ at: expect.any(String), orders: 5 }],
      },
    ]);
  });

  it("refuses a date that is not a day", async () => {
    const res = await suite.admin.get("/api/admin/orders/summary?date=2026-02-30");
    expect(res.status).toBe(400);
  });
});
