import { normalizeInvoice } from "../../shared/normalize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lotteryEntries, prizes } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";

describe("prizes API", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const prizeRow = async (id: string) => (await app.db.select().from(prizes).where(eq(prizes.id, id)))[0];

  it("is admin only: 401 for every call without a session, and nothing changes", async () => {
    const [prize] = await app.db
      .insert(prizes)
      .values({ name: unique("محمي ") })
      .returning();
    const visitor = app.client();
    expect((await visitor.get("/api/prizes")).status).toBe(401);
    expect((await visitor.post("/api/prizes", { name: "x" })).status).toBe(401);
    expect((await visitor.put(`/api/prizes/${prize.id}`, { name: "y" })).status).toBe(401);
    expect((await visitor.delete(`/api/prizes/${prize.id}`)).status).toBe(401);
    expect(await prizeRow(prize.id)).toMatchObject({ name: prize.name, isActive: true });
  });

  it("creates a prize, trimmed and active by default, and lists it", async () => {
    const name = unique("قسيمة ");
    const res = await admin.post("/api/prizes", { name: `  ${name}  `, extra: "dropped" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), name, isActive: true });
    expect(await prizeRow(res.body.id)).toMatchObject({ name, isActive: true });

    const inactive = await admin.post("/api/prizes", { name: unique("مخفية "), isActive: false });
    expect(inactive.body.isActive).toBe(false);

    const list = await admin.get("/api/prizes");
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([res.body.id, inactive.body.id]));
  });

  it("requires a name with an Arabic message", async () => {
    const count = (await app.db.select().from(prizes)).length;
    for (const body of [{}, { name: "" }, { name: "   " }, { name: 5 }]) {
      const res = await admin.post("/api/prizes", body);
      expect(res.status).toBe(400);
      expect(res.body.issues).toContainEqual({ path: "name", message: "اسم الجائزة مطلوب" });
    }
    const badFlag = await admin.post("/api/prizes", { name: "ok", isActive: "yes" });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.message).toBe("حالة الجائزة يجب أن تكون صح أو خطأ");
    expect((await app.db.select().from(prizes)).length).toBe(count);
  });

  it("updates name and status, or status alone; unknown and malformed ids are 404", async () => {
    const [prize] = await app.db
      .insert(prizes)
      .values({ name: unique("قديمة ") })
      .returning();
    const renamed = unique("جديدة ");
    const res = await admin.put(`/api/prizes/${prize.id}`, { name: renamed, isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: prize.id, name: renamed, isActive: false });
    expect(await prizeRow(prize.id)).toMatchObject({ name: renamed, isActive: false });

    expect((await admin.put(`/api/prizes/${prize.id}`, { isActive: true })).body.isActive).toBe(true);
    expect(await prizeRow(prize.id)).toMatchObject({ name: renamed, isActive: true });

    const blank = await admin.put(`/api/prizes/${prize.id}`, { name: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("اسم الجائزة مطلوب");
    expect((await admin.put(`/api/prizes/${prize.id}`, {})).status).toBe(400);
    expect((await prizeRow(prize.id)).name).toBe(renamed);

    const missing = await admin.put("/api/prizes/6f1c1c1e-0000-4000-8000-000000000000", { name: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("الجائزة غير موجودة");
    expect((await admin.put("/api/prizes/not-a-uuid", { name: "x" })).status).toBe(404);
  });

  it("deletes a prize but keeps its entries, which then show no prize name", async () => {
    const [prize] = await app.db
      .insert(prizes)
      .values({ name: unique("محذوفة ") })
      .returning();
    const invoice = unique("DEL-");
    await app.db.insert(lotteryEntries).values({
      invoiceNumber: invoice,
      invoiceNormal: normalizeInvoice(invoice),
      phoneNumber: "0790000000",
      prizeId: prize.id,
    });

    const res = await admin.delete(`/api/prizes/${prize.id}`);
    expect(res.status).toBe(204);
    expect(await prizeRow(prize.id)).toBeUndefined();
    const [entry] = await app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNumber, invoice));
    expect(entry.prizeId).toBe(prize.id);

    const list = await admin.get(`/api/lottery-entries?search=${invoice}`);
    expect(list.body).toEqual([
      expect.objectContaining({ invoiceNumber: invoice, prizeId: prize.id, prizeName: null }),
    ]);

    expect((await admin.delete(`/api/prizes/${prize.id}`)).status).toBe(404);
    expect((await admin.delete("/api/prizes/123")).status).toBe(404);
  });
});
