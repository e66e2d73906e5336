import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, orders } from "../../server/db/schema";
import { eraseOldOrders } from "../../server/modules/privacy/privacy.service";
import { startAdminApp } from "../support/admin-app";
import { amman, dish, freshPhone, openBranch, orderBody, storedOrder } from "../support/orders-fixtures";

// An order's name and phone are personal data: kept for the retention period, then erased (the order
// and its counts stay); never copied into the audit log.

describe("orders and personal data", () => {
  let clock = amman("2026-11-25T12:00");
  const suite = startAdminApp({}, { now: () => clock });

  it("retention erases the name and phone of orders placed before it, keeping the order; a later run erases nothing", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq");
    const a = await dish(suite);
    const phone = freshPhone();
    const old = await suite.app
      .client()
      .post(
        "/api/orders",
        orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 1 }], { phoneNumber: phone }),
      );
    const recent = await suite.app
      .client()
      .post("/api/orders", orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 1 }]));
    expect(old.status, old.text).toBe(201);
    // The first order was placed two years ago.
    await suite.app.db
      .update(orders)
      .set({ createdAt: new Date("2024-11-01T10:00:00Z") })
      .where(eq(orders.token, old.body.token));

    expect(await eraseOldOrders(suite.app.db, new Date("2026-11-25T12:00:00Z"))).toBe(1);
    const erased = await storedOrder(suite, old.body.token);
    expect(erased).toMatchObject({ customerName: null, phoneNumber: null, total: "3.75", status: "received" });
    expect(erased.erasedAt).not.toBeNull();
    expect((await storedOrder(suite, recent.body.token)).customerName).toBe("سامي");
    expect(await eraseOldOrders(suite.app.db, new Date("2026-11-25T12:00:00Z"))).toBe(0);
    const [record] = await suite.app.db.select().from(auditLog).where(eq(auditLog.resource, "orders"));
    expect(record.changes).toEqual({ deleted: { before: null, after: 1 } });
    expect(JSON.stringify(record)).not.toContain(phone);
  });

  it("the audit log records a blocked phone and its settings changes without the phone itself", async () => {
    const phone = freshPhone();
    const res = await suite.admin.post("/api/blocked-phones", { phoneNumber: phone, reason: "طلبات وهمية" });
    expect(res.status, res.text).toBe(201);
    expect((await suite.admin.delete(`/api/blocked-phones/${res.body.id}`)).status).toBe(204);
    const records = await suite.app.db.select().from(auditLog).where(eq(auditLog.resource, "blocked-phones"));
    expect(records.map((r) => r.action).sort()).toEqual(["create", "delete"]);
    expect(JSON.stringify(records)).not.toContain(phone.slice(1));
  });

  it("placing an order writes nothing to the audit log", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq");
    const a = await dish(suite);
    const before = (await suite.app.db.select().from(auditLog)).length;
    const phone = freshPhone();
    expect(
      (
        await suite.app
          .client()
          .post(
            "/api/orders",
            orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 1 }], { phoneNumber: phone }),
          )
      ).status,
    ).toBe(201);
    const after = await suite.app.db.select().from(auditLog);
    expect(after.length).toBe(before);
    expect(JSON.stringify(after)).not.toContain(phone);
  });
});
