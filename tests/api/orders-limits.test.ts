import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin } from "../support/factories";
import { amman, dish, freshPhone, openBranch, orderBody, orderCount, storedOrder } from "../support/orders-fixtures";

// Slot capacity under a race, and the rules on phones: open orders, first order, no-shows, block list.

describe("order limits", () => {
  let clock = amman("2026-11-25T12:00");
  const suite = startAdminApp({}, { now: () => clock });
  const visitor = () => suite.app.client();
  const iso = (local: string) => amman(local).toISOString();

  it("twenty visitors racing for the last place in a slot: exactly one gets it", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "al-yasmeen", { settings: { capacity: 3 } });
    const a = await dish(suite);
    const at = iso("2026-11-25T15:00");
    for (const _ of [1, 2]) {
      const res = await visitor().post(
        "/api/orders",
        orderBody("al-yasmeen", [{ menuItemId: a.id, size: "meal", quantity: 1 }], { pickupAt: at }),
      );
      expect(res.status, res.text).toBe(201);
    }
    // A cancelled order frees its place; every other status keeps it.
    const cancelled = await visitor().post(
      "/api/orders",
      orderBody("al-yasmeen", [{ menuItemId: a.id, size: "meal", quantity: 1 }], { pickupAt: at }),
    );
    expect((await visitor().post(`/api/orders/${cancelled.body.token}/cancel`)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        visitor().post(
          "/api/orders",
          orderBody("al-yasmeen", [{ menuItemId: a.id, size: "meal", quantity: 1 }], {
            pickupAt: iso("2026-11-25T15:10"),
          }),
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refusals = answers.filter((r) => r.status === 409);
    expect(refusals).toHaveLength(19);
    expect(new Set(refusals.map((r) => r.body.message))).toEqual(new Set(["اكتمل هذا الموعد، اختر وقتاً آخر"]));
    const held = await suite.app.db.select().from(orders).where(eq(orders.branch, "al-yasmeen"));
    expect(
      held.filter(
        (o) =>
          o.status !== "cancelled" && o.pickupAt >= amman("2026-11-25T15:00") && o.pickupAt < amman("2026-11-25T15:15"),
      ),
    ).toHaveLength(3);
  });

  it("an accepted, ready or collected order still holds its place", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "al-yasmeen", { settings: { capacity: 1 } });
    const a = await dish(suite);
    const first = await visitor().post(
      "/api/orders",
      orderBody("al-yasmeen", [{ menuItemId: a.id, size: "meal", quantity: 1 }], { pickupAt: iso("2026-11-25T16:00") }),
    );
    await suite.app.db.update(orders).set({ status: "collected" }).where(eq(orders.token, first.body.token));
    const res = await visitor().post(
      "/api/orders",
      orderBody("al-yasmeen", [{ menuItemId: a.id, size: "meal", quantity: 1 }], { pickupAt: iso("2026-11-25T16:05") }),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("اكتمل هذا الموعد، اختر وقتاً آخر");
  });

  describe("phones", () => {
    const placeFor = async (phoneNumber: string) => {
      const a = await dish(suite);
      return visitor().post(
        "/api/orders",
        orderBody("al-yasmeen", [{ menuItemId: a.id, size: "meal", quantity: 1 }], {
          phoneNumber,
          pickupAt: iso("2026-11-26T13:00"),
        }),
      );
    };

    it("marks a phone's first order for a call, not its second", async () => {
      clock = amman("2026-11-25T12:00");
      await openBranch(suite, "al-yasmeen", { settings: { capacity: 100 } });
      const phone = freshPhone();
      const first = await placeFor(phone);
      const second = await placeFor(phone);
      expect((await storedOrder(suite, first.body.token)).firstOrder).toBe(true);
      expect((await storedOrder(suite, second.body.token)).firstOrder).toBe(false);
    });

    it("refuses a third open order of one phone, also when they race", async () => {
      clock = amman("2026-11-25T12:00");
      await openBranch(suite, "al-yasmeen", { settings: { capacity: 100 } });
      const phone = freshPhone();
      const answers = await Promise.all([1, 2, 3, 4].map(() => placeFor(phone)));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
      const refused = answers.find((r) => r.status === 409);
      expect(refused?.body.message).toBe("لديك 2 طلبات مفتوحة بهذا الرقم، انتظر استلامها أو ألغِ أحدها");
      // Once one is collected, the phone may order again.
      const open = answers.filter((r) => r.status === 201);
      await suite.app.db.update(orders).set({ status: "collected" }).where(eq(orders.token, open[0].body.token));
      expect((await placeFor(phone)).status).toBe(201);
    });

    it("refuses a phone with 2 no-shows, asking to call the branch, and writes nothing", async () => {
      clock = amman("2026-11-25T12:00");
      await openBranch(suite, "al-yasmeen", { settings: { capacity: 100 } });
      const phone = freshPhone();
      for (const _ of [1, 2]) {
        const placed = await placeFor(phone);
        await suite.app.db.update(orders).set({ status: "no_show" }).where(eq(orders.token, placed.body.token));
      }
      const before = await orderCount(suite);
      const res = await placeFor(phone);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("تعذر قبول الطلب عبر الموقع بسبب طلبات سابقة لم تُستلم، يرجى الاتصال بالفرع للطلب");
      expect(await orderCount(suite)).toEqual(before);
    });

    it("the owner and managers keep a block list; a blocked phone is refused until taken off", async () => {
      clock = amman("2026-11-25T12:00");
      await openBranch(suite, "al-yasmeen", { settings: { capacity: 100 } });
      const phone = freshPhone();
      const manager = suite.app.client();
      await signInAdmin(suite.app.db, manager, { role: "manager", branches: ["dabouq"] });
      const blocked = await manager.post("/api/blocked-phones", {
        phoneNumber: `+962${phone.slice(1)}`,
        reason: "طلبات وهمية",
      });
      expect(blocked.status, blocked.text).toBe(201);
      expect(blocked.body.phoneNumber).toBe(phone);
      expect((await manager.post("/api/blocked-phones", { phoneNumber: phone })).body.id).toBe(blocked.body.id);
      const before = await orderCount(suite);
      const res = await placeFor(phone);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("تعذر قبول الطلب عبر الموقع، يرجى الاتصال بالفرع للطلب");
      expect(await orderCount(suite)).toEqual(before);
      expect((await suite.admin.delete(`/api/blocked-phones/${blocked.body.id}`)).status).toBe(204);
      expect((await placeFor(phone)).status).toBe(201);
      const cashier = suite.app.client();
      await signInAdmin(suite.app.db, cashier, { role: "cashier", branches: ["dabouq"] });
      expect((await cashier.post("/api/blocked-phones", { phoneNumber: phone })).status).toBe(403);
    });
  });

  it("a manager edits the ordering settings of their own branch only", async () => {
    const manager = suite.app.client();
    await signInAdmin(suite.app.db, manager, { role: "manager", branches: ["dabouq"] });
    const own = await manager.put("/api/branches/dabouq/ordering", { capacity: 7 });
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject({ branch: "dabouq", capacity: 7 });
    const other = await manager.put("/api/branches/airport-road/ordering", { capacity: 7 });
    expect(other.status).toBe(403);
    const list = await manager.get("/api/admin/ordering");
    expect(list.body.map((b: { branch: string }) => b.branch)).toEqual(["dabouq"]);
    const bad = await manager.put("/api/branches/dabouq/ordering", { slotMinutes: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("قيمة الإعداد غير صحيحة");
  });
});
