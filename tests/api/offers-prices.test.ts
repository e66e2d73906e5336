import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { offers } from "../../server/db/schema";
import { DISCOUNT_ABOVE_ORIGINAL } from "../../shared/schema/offers-forms";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";

describe("offer prices", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const rowsTitled = (title: string) => app.db.select().from(offers).where(eq(offers.title, title));

  it("refuses a discounted price above the original, on create and on edit, in Arabic, and stores nothing", async () => {
    const title = unique("عرض ");
    const created = await admin.post("/api/offers", { title, originalPrice: "5", discountedPrice: "5.01" });
    expect(created.status).toBe(400);
    expect(created.body.message).toEqual(expect.any(String));
    expect(created.body.issues).toContainEqual({ path: "discountedPrice", message: DISCOUNT_ABOVE_ORIGINAL });
    expect(DISCOUNT_ABOVE_ORIGINAL).toBe("السعر بعد الخصم لا يمكن أن يكون أعلى من السعر الأصلي");
    expect(await rowsTitled(title)).toHaveLength(0);

    const ok = await admin.post("/api/offers", { title, originalPrice: 8, discountedPrice: 6 });
    expect(ok.status).toBe(201);
    const edited = await admin.put(`/api/offers/${ok.body.id}`, { title, originalPrice: 8, discountedPrice: 9 });
    expect(edited.status).toBe(400);
    expect(edited.body.issues).toContainEqual({ path: "discountedPrice", message: DISCOUNT_ABOVE_ORIGINAL });
    expect((await rowsTitled(title))[0]).toMatchObject({ originalPrice: "8.00", discountedPrice: "6.00" });
  });

  it("allows equal prices on purpose (an offer at the usual price, shown without a discount badge)", async () => {
    const title = unique("عرض ");
    const res = await admin.post("/api/offers", { title, originalPrice: "4.5", discountedPrice: 4.5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ originalPrice: "4.50", discountedPrice: "4.50" });
  });
});
