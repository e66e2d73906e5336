import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { reviews } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { holdClockInOneWindow } from "../support/frozen-clock";

const validReview = (name = unique("عميل ")) => ({
  customerName: name,
  rating: 4,
  comment: "الدجاج مقرمش والخدمة سريعة",
  isActive: true,
});

describe("reviews", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const rowByName = async (name: string) =>
    (await app.db.select().from(reviews).where(eq(reviews.customerName, name)))[0];

  it("a visitor's review waits for approval, then shows publicly, newest first, as typed", async () => {
    const visitor = app.client();
    const older = validReview();
    const newer = { ...validReview(), comment: `<script>alert("x")</script> طعم رائع & "ممتاز"` };
    const first = await visitor.post("/api/submit-review", older);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ customerName: older.customerName, rating: 4, approved: false, isActive: true });
    await visitor.post("/api/submit-review", newer);

    const pending = await visitor.get("/api/reviews/approved");
    expect(pending.status).toBe(200);
    expect(pending.body.map((r: { customerName: string }) => r.customerName)).not.toContain(older.customerName);

    for (const name of [older.customerName, newer.customerName]) {
      const row = await rowByName(name);
      expect(row.approved).toBe(false);
      const res = await admin.put(`/api/reviews/${row.id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body.approved).toBe(true);
    }
    // The later submission sorts first even when both land in the same millisecond range.
    await app.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(reviews.customerName, older.customerName));

    const approved = await visitor.get("/api/reviews/approved");
    const names = approved.body.map((r: { customerName: string }) => r.customerName);
    expect(names.indexOf(newer.customerName)).toBeLessThan(names.indexOf(older.customerName));
    const shown = approved.body.find((r: { customerName: string }) => r.customerName === newer.customerName);
    expect(shown.comment).toBe(newer.comment);
    expect(Object.keys(shown).sort()).toEqual(["comment", "createdAt", "customerName", "id", "rating"]);
    expect((await rowByName(newer.customerName)).comment).toBe(newer.comment);
  });

  it("ignores a forged approval on submission", async () => {
    const forged = { ...validReview(), approved: true };
    const res = await app.client().post("/api/submit-review", forged);
    expect(res.status).toBe(201);
    expect(res.body.approved).toBe(false);
    expect((await rowByName(forged.customerName)).approved).toBe(false);
    const publicList = await app.client().get("/api/reviews/approved");
    expect(publicList.body.some((r: { customerName: string }) => r.customerName === forged.customerName)).toBe(false);
  });

  it("hidden reviews leave the public list but stay in the admin list", async () => {
    const review = validReview();
    await app.client().post("/api/submit-review", review);
    const row = await rowByName(review.customerName);
    await admin.put(`/api/reviews/${row.id}/approve`);
    const hidden = await admin.put(`/api/reviews/${row.id}`, { isActive: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body.isActive).toBe(false);
    expect((await rowByName(review.customerName)).isActive).toBe(false);

    const publicList = await app.client().get("/api/reviews/approved");
    expect(publicList.body.some((r: { id: string }) => r.id === row.id)).toBe(false);
    const all = await admin.get("/api/reviews");
    expect(all.body.find((r: { id: string }) => r.id === row.id)).toMatchObject({ approved: true, isActive: false });
    const activeOnly = await admin.get("/api/reviews?active=true");
    expect(activeOnly.body.some((r: { id: string }) => r.id === row.id)).toBe(false);
  });

  it.each([
    [{ customerName: "أ" }, "customerName", "الاسم يجب أن يكون حرفين على الأقل"],
    [{ customerName: "   " }, "customerName", "الاسم يجب أن يكون حرفين على الأقل"],
    [{ customerName: undefined }, "customerName", "الاسم يجب أن يكون حرفين على الأقل"],
    [{ rating: 0 }, "rating", "يجب اختيار التقييم"],
    [{ rating: undefined }, "rating", "يجب اختيار التقييم"],
    [{ rating: 6 }, "rating", "التقييم يجب أن يكون بين 1 و 5"],
    [{ rating: 3.5 }, "rating", "التقييم يجب أن يكون بين 1 و 5"],
    [{ comment: "قصير جدا" }, "comment", "الرأي يجب أن يكون 10 أحرف على الأقل"],
    [{ comment: "          ممتاز   " }, "comment", "الرأي يجب أن يكون 10 أحرف على الأقل"],
  ])("refuses %o with its Arabic message and stores nothing", async (change, path, message) => {
    const body = { ...validReview(), ...change };
    const before = await app.db.select().from(reviews).orderBy(reviews.id);
    const res = await app.client().post("/api/submit-review", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues).toEqual([{ path, message }]);
    // Every row is still the one it was, whatever the refused body named (or left out).
    expect(await app.db.select().from(reviews).orderBy(reviews.id)).toEqual(before);
  });

  it("a filled honeypot gets a normal answer and nothing is stored", async () => {
    const review = { ...validReview(), website: "http://spam.example" };
    const res = await app.client().post("/api/submit-review", review);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ customerName: review.customerName, approved: false });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowByName(review.customerName)).toBeUndefined();
  });

  it("the admin adds a review with rating 5 by default and cannot supply approval", async () => {
    const name = unique("مضاف ");
    const res = await admin.post("/api/reviews", { customerName: name, comment: "تقييم من الهاتف", approved: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ customerName: name, rating: 5, approved: false, isActive: true });
    expect(await rowByName(name)).toMatchObject({ rating: 5, approved: false });

    const bad = await admin.post("/api/reviews", { customerName: "", comment: "", rating: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["comment", "customerName", "rating"]);
  });

  it("deletes, and unknown or malformed ids are 404", async () => {
    const review = validReview();
    await app.client().post("/api/submit-review", review);
    const row = await rowByName(review.customerName);
    expect((await admin.delete(`/api/reviews/${row.id}`)).status).toBe(204);
    expect(await rowByName(review.customerName)).toBeUndefined();
    expect((await admin.delete(`/api/reviews/${row.id}`)).status).toBe(404);
    for (const id of ["not-a-uuid", "1", "00000000-0000-4000-8000-000000000000"]) {
      for (const res of [
        await admin.put(`/api/reviews/${id}/approve`),
        await admin.put(`/api/reviews/${id}`, { isActive: true }),
        await admin.delete(`/api/reviews/${id}`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("التقييم غير موجود");
      }
    }
  });

  it("refuses a non-boolean isActive", async () => {
    const review = validReview();
    await app.client().post("/api/submit-review", review);
    const row = await rowByName(review.customerName);
    const res = await admin.put(`/api/reviews/${row.id}`, { isActive: "no" });
    expect(res.status).toBe(400);
    expect((await rowByName(review.customerName)).isActive).toBe(true);
  });

  it("keeps the admin endpoints admin-only", async () => {
    const visitor = app.client();
    const review = validReview();
    await visitor.post("/api/submit-review", review);
    const row = await rowByName(review.customerName);
    expect((await visitor.get("/api/reviews")).status).toBe(401);
    expect((await visitor.post("/api/reviews", { customerName: "x", comment: "y" })).status).toBe(401);
    expect((await visitor.put(`/api/reviews/${row.id}/approve`)).status).toBe(401);
    expect((await visitor.put(`/api/reviews/${row.id}`, { isActive: false })).status).toBe(401);
    expect((await visitor.delete(`/api/reviews/${row.id}`)).status).toBe(401);
    expect(await rowByName(review.customerName)).toMatchObject({ approved: false, isActive: true });
  });
});

describe("submission rate limit", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ submitRateLimit: 3 });
  });
  afterAll(() => app.close());

  it("answers 429 in Arabic past the per-minute limit and stores nothing more", async () => {
    holdClockInOneWindow();
    const client = app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await client.post("/api/submit-review", validReview(`محدود ${i} ${unique()}`))).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await client.post("/api/submit-review", validReview());
    expect(limited.body.message).toBe("لقد أرسلت طلبات كثيرة، يرجى المحاولة بعد دقيقة");
    expect(await app.db.select().from(reviews)).toHaveLength(3);
  });
});
