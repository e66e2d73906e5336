import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { offers } from "../../server/db/schema";
import { DISCOUNT_ABOVE_ORIGINAL } from "../../shared/schema/offers-forms";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";

describe("offers API", () => {
  const suite = startAdminApp();

  const rowOf = async (id: string) => (await suite.app.db.select().from(offers).where(eq(offers.id, id)))[0];
  const create = async (body: Record<string, unknown> = {}) => {
    const res = await suite.admin.post("/api/offers", {
      title: unique("عرض "),
      originalPrice: 12,
      discountedPrice: 9,
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body;
  };

  it("creates an offer with two-decimal prices, blank description as null and no branches meaning all", async () => {
    const title = unique("عرض العائلة ");
    const res = await suite.admin.post("/api/offers", {
      title,
      description: "   ",
      originalPrice: "12",
      discountedPrice: 9,
      branches: ["الهاشمي الشمالي"],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title,
      description: null,
      originalPrice: "12.00",
      discountedPrice: "9.00",
      imageUrl: null,
      branches: ["الهاشمي الشمالي"],
      isActive: true,
    });
    expect(await rowOf(res.body.id)).toMatchObject({ title, originalPrice: "12.00", discountedPrice: "9.00" });
    const allBranches = await create({ branches: undefined });
    expect((await rowOf(allBranches.id)).branches).toEqual([]);
  });

  it("refuses bad offers with their Arabic field messages and stores nothing", async () => {
    const before = (await suite.app.db.select().from(offers)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ originalPrice: 5, discountedPrice: 4 }, "title", "عنوان العرض مطلوب"],
      [{ title: "عرض", discountedPrice: 4 }, "originalPrice", "السعر الأصلي مطلوب"],
      [{ title: "عرض", originalPrice: "", discountedPrice: 4 }, "originalPrice", "السعر الأصلي مطلوب"],
      [{ title: "عرض", originalPrice: 5 }, "discountedPrice", "السعر بعد الخصم مطلوب"],
      [{ title: "عرض", originalPrice: 5, discountedPrice: -1 }, "discountedPrice", "السعر لا يمكن أن يكون سالباً"],
      [
        { title: "عرض", originalPrice: 5, discountedPrice: 4, branches: ["إربد"] },
        "branches.0",
        "فرع غير معروف، اختر من قائمة الفروع",
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await suite.admin.post("/api/offers", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues).toContainEqual({ path, message });
    }
    expect(await suite.app.db.select().from(offers)).toHaveLength(before);
  });

  it("shows visitors active offers only, an admin all unless ?active=true; /admin/offers is admin only and lists all", async () => {
    const shown = await create();
    const hidden = await create({ isActive: false });
    for (const [client, path] of [
      [suite.app.client(), "/api/offers"],
      [suite.app.client(), "/api/offers?active=false"],
      [suite.admin, "/api/offers?active=true"],
    ] as const) {
      const ids = (await client.get(path)).body.map((o: { id: string }) => o.id);
      expect(ids).toContain(shown.id);
      expect(ids).not.toContain(hidden.id);
    }
    const adminList = (await suite.admin.get("/api/offers")).body.map((o: { id: string }) => o.id);
    expect(adminList).toEqual(expect.arrayContaining([shown.id, hidden.id]));
    const anonymous = await suite.app.client().get("/api/admin/offers");
    expect(anonymous.status).toBe(401);
    const all = await suite.admin.get("/api/admin/offers");
    expect(all.status).toBe(200);
    expect(all.body.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([shown.id, hidden.id]));
  });

  it("accepts a full edit or an isActive-only PUT", async () => {
    const offer = await create({ description: "وصف", branches: ["دابوق"] });
    const edited = await suite.admin.put(`/api/offers/${offer.id}`, {
      title: "عرض جديد",
      originalPrice: 10,
      discountedPrice: "7.5",
    });
    expect(edited.status).toBe(200);
    // Fields left out keep their values.
    expect(edited.body).toMatchObject({
      title: "عرض جديد",
      description: "وصف",
      originalPrice: "10.00",
      discountedPrice: "7.50",
      branches: ["دابوق"],
    });
    const toggled = await suite.admin.put(`/api/offers/${offer.id}`, { isActive: false });
    expect(toggled.status).toBe(200);
    expect(await rowOf(offer.id)).toMatchObject({ title: "عرض جديد", discountedPrice: "7.50", isActive: false });

    expect((await suite.admin.put(`/api/offers/${offer.id}`, { isActive: "off" })).status).toBe(400);
    expect((await suite.admin.put(`/api/offers/${offer.id}`, {})).status).toBe(400);
    const cleared = await suite.admin.put(`/api/offers/${offer.id}`, { title: "x", originalPrice: "" });
    expect(cleared.status).toBe(400);
    expect(cleared.body.issues).toContainEqual({ path: "originalPrice", message: "السعر الأصلي مطلوب" });
    expect(await rowOf(offer.id)).toMatchObject({ title: "عرض جديد", isActive: false });
  });

  it("deletes; unknown and malformed ids are 404, visitors get 401", async () => {
    const offer = await create();
    const visitor = suite.app.client();
    expect((await visitor.post("/api/offers", { title: "x", originalPrice: 1, discountedPrice: 1 })).status).toBe(401);
    expect((await visitor.put(`/api/offers/${offer.id}`, { isActive: false })).status).toBe(401);
    expect((await visitor.delete(`/api/offers/${offer.id}`)).status).toBe(401);
    expect(await rowOf(offer.id)).toBeDefined();

    expect((await suite.admin.delete(`/api/offers/${offer.id}`)).status).toBe(204);
    expect(await rowOf(offer.id)).toBeUndefined();
    expect((await suite.admin.delete(`/api/offers/${offer.id}`)).status).toBe(404);
    expect((await suite.admin.put(`/api/offers/${offer.id}`, { isActive: true })).status).toBe(404);
    for (const bad of ["nope", "123", "00000000-0000-0000-0000-00000000000g"]) {
      const res = await suite.admin.put(`/api/offers/${bad}`, { isActive: true });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("العرض غير موجود");
      expect((await suite.admin.delete(`/api/offers/${bad}`)).status).toBe(404);
    }
  });
});

describe("offer prices", () => {
  const suite = startAdminApp();

  const rowsTitled = (title: string) => suite.app.db.select().from(offers).where(eq(offers.title, title));

  it("refuses a discounted price above the original, on create and on edit, in Arabic, and stores nothing", async () => {
    const title = unique("عرض ");
    const created = await suite.admin.post("/api/offers", { title, originalPrice: "5", discountedPrice: "5.01" });
    expect(created.status).toBe(400);
    expect(created.body.message).toEqual(expect.any(String));
    expect(created.body.issues).toContainEqual({ path: "discountedPrice", message: DISCOUNT_ABOVE_ORIGINAL });
    expect(DISCOUNT_ABOVE_ORIGINAL).toBe("السعر بعد الخصم لا يمكن أن يكون أعلى من السعر الأصلي");
    expect(await rowsTitled(title)).toHaveLength(0);

    const ok = await suite.admin.post("/api/offers", { title, originalPrice: 8, discountedPrice: 6 });
    expect(ok.status).toBe(201);
    const edited = await suite.admin.put(`/api/offers/${ok.body.id}`, { title, originalPrice: 8, discountedPrice: 9 });
    expect(edited.status).toBe(400);
    expect(edited.body.issues).toContainEqual({ path: "discountedPrice", message: DISCOUNT_ABOVE_ORIGINAL });
    expect((await rowsTitled(title))[0]).toMatchObject({ originalPrice: "8.00", discountedPrice: "6.00" });
  });

  it("allows equal prices on purpose (an offer at the usual price, shown without a discount badge)", async () => {
    const title = unique("عرض ");
    const res = await suite.admin.post("/api/offers", { title, originalPrice: "4.5", discountedPrice: 4.5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ originalPrice: "4.50", discountedPrice: "4.50" });
  });
});
