import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { adminAttention, contentVersion, customerReels, lotteryEntries, reviews, users } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { applicationBody, createPlacesAndPosition } from "./recruitment-fixtures";

describe("what needs attention", () => {
  let app: TestApp;
  let first: TestClient;
  let second: TestClient;
  let firstName: string;
  beforeAll(async () => {
    app = await startTestApp();
    first = app.client();
    second = app.client();
    firstName = (await signInAdmin(app.db, first)).username;
    await signInAdmin(app.db, second);
  });
  afterAll(() => app.close());

  const counts = async (client: TestClient) => {
    const res = await client.get("/api/admin/attention");
    expect(res.status, res.text).toBe(200);
    return res.body as Record<string, number>;
  };

  it("is for administrators only", async () => {
    const visitor = app.client();
    for (const path of ["/api/admin/attention", "/api/admin/overview"]) {
      const res = await visitor.get(path);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("يجب تسجيل الدخول كمسؤول");
    }
    const mark = await visitor.put("/api/admin/attention/applications-seen");
    expect(mark.status).toBe(401);
    expect(await app.db.select().from(adminAttention)).toHaveLength(0);
  });

  it("a visitor's review adds one pending review; approving it takes it away", async () => {
    const before = await counts(first);
    const name = unique("عميل ");
    const submitted = await app
      .client()
      .post("/api/submit-review", { customerName: name, rating: 5, comment: "طعم رائع جداً" });
    expect(submitted.status).toBe(201);
    expect(await counts(first)).toEqual({ ...before, pendingReviews: before.pendingReviews + 1 });

    const [row] = await app.db.select().from(reviews).where(eq(reviews.customerName, name));
    expect((await first.put(`/api/reviews/${row.id}/approve`)).status).toBe(200);
    expect((await counts(first)).pendingReviews).toBe(before.pendingReviews);
  });

  it("counts pending reels and draw entries awaiting delivery (status pending only)", async () => {
    const before = await counts(first);
    await app.db
      .insert(customerReels)
      .values({ customerName: unique("ريل "), videoUrl: "https://www.youtube.com/watch?v=abc" });
    await app.db
      .insert(customerReels)
      .values({ customerName: unique("ريل "), videoUrl: "https://www.youtube.com/watch?v=abd", approved: true });
    const entry = (status: "pending" | "claimed" | "rejected") => ({
      invoiceNumber: unique("INV"),
      invoiceNormal: unique("inv"),
      phoneNumber: "0791234567",
      status,
    });
    await app.db
      .insert(lotteryEntries)
      .values([entry("pending"), entry("pending"), entry("claimed"), entry("rejected")]);
    const after = await counts(first);
    expect(after.pendingReels).toBe(before.pendingReels + 1);
    expect(after.pendingDrawEntries).toBe(before.pendingDrawEntries + 2);
  });

  it("new applications are counted per administrator since that administrator last looked", async () => {
    const places = await createPlacesAndPosition(first);
    const apply = async () =>
      expect((await app.client().post("/api/job-applications", applicationBody(places))).status).toBe(201);
    await apply();
    await apply();
    const secondBefore = (await counts(second)).newApplications;
    expect(secondBefore).toBeGreaterThanOrEqual(2);

    const version = app.deps.content.current;
    const marked = await first.put("/api/admin/attention/applications-seen");
    expect(marked.status).toBe(200);
    // Looking at a list is not a change visitors see: the public caches stay as they were.
    expect(app.deps.content.current).toBe(version);
    const [stored] = await app.db.select().from(contentVersion);
    expect(Number(stored.version)).toBe(version);
    expect(marked.body.newApplications).toBe(0);
    const [user] = await app.db.select().from(users).where(eq(users.username, firstName));
    const [mark] = await app.db.select().from(adminAttention).where(eq(adminAttention.userId, user.id));
    expect(Date.now() - mark.applicationsSeenAt.getTime()).toBeLessThan(60_000);
    // The other administrator has not looked: their count is untouched.
    expect((await counts(second)).newApplications).toBe(secondBefore);

    await apply();
    expect((await counts(first)).newApplications).toBe(1);
    expect((await counts(second)).newApplications).toBe(secondBefore + 1);
    expect(await app.db.select().from(adminAttention)).toHaveLength(1);
  });
});
