import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  adminAttention,
  contentVersion,
  customerReels,
  jobApplications,
  lotteryEntries,
  reviews,
} from "../../server/db/schema";
import { overviewCharts } from "../../server/modules/overview/overview.service";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { applicationBody, createPlacesAndPosition } from "../support/recruitment-fixtures";

// Jordan keeps UTC+3 all year: 21:30 UTC is 00:30 the next day in Amman.
const NOW = new Date("2026-11-22T12:00:00Z"); // Sunday 22 November in Amman

describe("what needs attention", () => {
  const suite = startAdminApp();
  let second: TestClient;
  beforeAll(async () => {
    second = suite.app.client();
    await signInAdmin(suite.app.db, second);
  });

  const counts = async (client: TestClient) => {
    const res = await client.get("/api/admin/attention");
    expect(res.status, res.text).toBe(200);
    return res.body as Record<string, number>;
  };

  it("is for administrators only", async () => {
    const visitor = suite.app.client();
    for (const path of ["/api/admin/attention", "/api/admin/overview"]) {
      const res = await visitor.get(path);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("يجب تسجيل الدخول كمسؤول");
    }
    const mark = await visitor.put("/api/admin/attention/applications-seen");
    expect(mark.status).toBe(401);
    expect(await suite.app.db.select().from(adminAttention)).toHaveLength(0);
  });

  it("a visitor's review adds one pending review; approving it takes it away", async () => {
    const before = await counts(suite.admin);
    const name = unique("عميل ");
    const submitted = await suite.app
      .client()
      .post("/api/submit-review", { customerName: name, rating: 5, comment: "طعم رائع جداً" });
    expect(submitted.status).toBe(201);
    expect(await counts(suite.admin)).toEqual({ ...before, pendingReviews: before.pendingReviews + 1 });

    const [row] = await suite.app.db.select().from(reviews).where(eq(reviews.customerName, name));
    expect((await suite.admin.put(`/api/reviews/${row.id}/approve`)).status).toBe(200);
    expect((await counts(suite.admin)).pendingReviews).toBe(before.pendingReviews);
  });

  it("counts pending reels and draw entries awaiting delivery (status pending only)", async () => {
    const before = await counts(suite.admin);
    await suite.app.db
      .insert(customerReels)
      .values({ customerName: unique("ريل "), videoUrl: "https://www.youtube.com/watch?v=abc" });
    await suite.app.db
      .insert(customerReels)
      .values({ customerName: unique("ريل "), videoUrl: "https://www.youtube.com/watch?v=abd", approved: true });
    const entry = (status: "pending" | "claimed" | "rejected") => ({
      invoiceNumber: unique("INV"),
      invoiceNormal: unique("inv"),
      phoneNumber: "0791234567",
      status,
    });
    await suite.app.db
      .insert(lotteryEntries)
      .values([entry("pending"), entry("pending"), entry("claimed"), entry("rejected")]);
    const after = await counts(suite.admin);
    expect(after.pendingReels).toBe(before.pendingReels + 1);
    expect(after.pendingDrawEntries).toBe(before.pendingDrawEntries + 2);
  });

  it("new applications are counted per administrator since that administrator last looked", async () => {
    const places = await createPlacesAndPosition(suite.admin);
    const apply = async () =>
      expect((await suite.app.client().post("/api/job-applications", applicationBody(places))).status).toBe(201);
    await apply();
    await apply();
    const secondBefore = (await counts(second)).newApplications;
    expect(secondBefore).toBeGreaterThanOrEqual(2);

    const version = suite.app.deps.content.current;
    const marked = await suite.admin.put("/api/admin/attention/applications-seen");
    expect(marked.status).toBe(200);
    // Looking at a list is not a change visitors see: the public caches stay as they were.
    expect(suite.app.deps.content.current).toBe(version);
    const [stored] = await suite.app.db.select().from(contentVersion);
    expect(Number(stored.version)).toBe(version);
    expect(marked.body.newApplications).toBe(0);
    const firstId = (await suite.admin.get("/api/admin/accounts")).body.find((a: { isSelf: boolean }) => a.isSelf).id;
    const [mark] = await suite.app.db.select().from(adminAttention).where(eq(adminAttention.userId, firstId));
    expect(Date.now() - mark.applicationsSeenAt.getTime()).toBeLessThan(60_000);
    // The other administrator has not looked: their count is untouched.
    expect((await counts(second)).newApplications).toBe(secondBefore);

    await apply();
    expect((await counts(suite.admin)).newApplications).toBe(1);
    expect((await counts(second)).newApplications).toBe(secondBefore + 1);
    expect(await suite.app.db.select().from(adminAttention)).toHaveLength(1);
  });
});

describe("overview charts", () => {
  const suite = startAdminApp();

  const entryAt = (at: string) => ({
    invoiceNumber: unique("INV"),
    invoiceNormal: unique("inv"),
    phoneNumber: "0791234567",
    submittedAt: new Date(at),
  });
  const applicationAt = (at: string) => ({
    applicantName: unique("متقدم "),
    phoneNumber: "0791234567",
    createdAt: new Date(at),
  });
  const reviewAt = (rating: number, at: string) => ({
    customerName: unique("عميل "),
    rating,
    comment: "جيد",
    createdAt: new Date(at),
  });

  it("buckets by Amman calendar dates over the last 90 days, zeros included", async () => {
    await suite.app.db.insert(lotteryEntries).values([
      entryAt("2026-11-21T21:30:00Z"), // Amman 22 Nov 00:30
      entryAt("2026-11-21T20:30:00Z"), // Amman 21 Nov 23:30
      entryAt("2026-11-21T20:45:00Z"), // Amman 21 Nov 23:45
      entryAt("2026-08-24T21:00:00Z"), // Amman 25 Aug 00:00: the first day of the window
      entryAt("2026-08-24T20:59:00Z"), // Amman 24 Aug 23:59: outside
    ]);
    await suite.app.db.insert(jobApplications).values([
      applicationAt("2026-11-21T20:30:00Z"), // Saturday in Amman: the week that began Sunday 15 Nov
      applicationAt("2026-11-21T21:30:00Z"), // Sunday in Amman: a new week
      applicationAt("2026-11-15T10:00:00Z"),
      applicationAt("2026-08-24T20:59:00Z"), // outside
    ]);
    await suite.app.db
      .insert(reviews)
      .values([
        reviewAt(3, "2026-11-01T10:00:00Z"),
        reviewAt(3, "2026-10-01T10:00:00Z"),
        reviewAt(5, "2026-11-22T11:00:00Z"),
        reviewAt(1, "2026-06-01T10:00:00Z"),
      ]);

    const charts = await overviewCharts(suite.app.db, { all: true }, NOW);

    expect(charts.drawEntriesPerDay).toHaveLength(90);
    expect(charts.drawEntriesPerDay[0]).toEqual({ key: "2026-08-25", count: 1 });
    expect(charts.drawEntriesPerDay.at(-1)).toEqual({ key: "2026-11-22", count: 1 });
    expect(charts.drawEntriesPerDay.at(-2)).toEqual({ key: "2026-11-21", count: 2 });
    expect(charts.drawEntriesPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(4);

    // 25 Aug 2026 is a Tuesday: its week began Sunday 23 Aug; the last week began today.
    expect(charts.applicationsPerWeek[0].key).toBe("2026-08-23");
    expect(charts.applicationsPerWeek.at(-1)).toEqual({ key: "2026-11-22", count: 1 });
    expect(charts.applicationsPerWeek.at(-2)).toEqual({ key: "2026-11-15", count: 2 });
    expect(charts.applicationsPerWeek.reduce((sum, week) => sum + week.count, 0)).toBe(3);
    expect(charts.applicationsPerWeek).toHaveLength(14);

    expect(charts.reviewsPerRating).toEqual([
      { key: "1", count: 0 },
      { key: "2", count: 0 },
      { key: "3", count: 2 },
      { key: "4", count: 0 },
      { key: "5", count: 1 },
    ]);
  });

  it("GET /api/admin/overview answers today's numbers for an administrator", async () => {
    const before = await suite.admin.get("/api/admin/overview");
    expect(before.status).toBe(200);
    const today = before.body.drawEntriesPerDay.at(-1);
    await suite.app.db.insert(lotteryEntries).values(entryAt(new Date().toISOString()));
    const after = await suite.admin.get("/api/admin/overview");
    expect(after.body.drawEntriesPerDay.at(-1)).toEqual({ key: today.key, count: today.count + 1 });
    expect(Object.keys(after.body).sort()).toEqual([
      "applicationsPerStage",
      "applicationsPerWeek",
      "drawEntriesPerDay",
      "reviewsPerRating",
    ]);
  });
});
