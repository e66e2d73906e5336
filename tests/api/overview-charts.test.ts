import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, lotteryEntries, reviews } from "../../server/db/schema";
import { overviewCharts } from "../../server/modules/attention/overview.service";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";

// Jordan keeps UTC+3 all year: 21:30 UTC is 00:30 the next day in Amman.
const NOW = new Date("2026-11-22T12:00:00Z"); // Sunday 22 November in Amman

describe("overview charts", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

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
    await app.db.insert(lotteryEntries).values([
      entryAt("2026-11-21T21:30:00Z"), // Amman 22 Nov 00:30
      entryAt("2026-11-21T20:30:00Z"), // Amman 21 Nov 23:30
      entryAt("2026-11-21T20:45:00Z"), // Amman 21 Nov 23:45
      entryAt("2026-08-24T21:00:00Z"), // Amman 25 Aug 00:00: the first day of the window
      entryAt("2026-08-24T20:59:00Z"), // Amman 24 Aug 23:59: outside
    ]);
    await app.db.insert(jobApplications).values([
      applicationAt("2026-11-21T20:30:00Z"), // Saturday in Amman: the week that began Sunday 15 Nov
      applicationAt("2026-11-21T21:30:00Z"), // Sunday in Amman: a new week
      applicationAt("2026-11-15T10:00:00Z"),
      applicationAt("2026-08-24T20:59:00Z"), // outside
    ]);
    await app.db
      .insert(reviews)
      .values([
        reviewAt(3, "2026-11-01T10:00:00Z"),
        reviewAt(3, "2026-10-01T10:00:00Z"),
        reviewAt(5, "2026-11-22T11:00:00Z"),
        reviewAt(1, "2026-06-01T10:00:00Z"),
      ]);

    const charts = await overviewCharts(app.db, NOW);

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
    const before = await admin.get("/api/admin/overview");
    expect(before.status).toBe(200);
    const today = before.body.drawEntriesPerDay.at(-1);
    await app.db.insert(lotteryEntries).values(entryAt(new Date().toISOString()));
    const after = await admin.get("/api/admin/overview");
    expect(after.body.drawEntriesPerDay.at(-1)).toEqual({ key: today.key, count: today.count + 1 });
    expect(Object.keys(after.body).sort()).toEqual(["applicationsPerWeek", "drawEntriesPerDay", "reviewsPerRating"]);
  });
});
