// The sidebar's attention counts and the overview's charts count, for a branch manager, what their own
// lists show: the applications of the areas their branches hire for and the draw entries handed over
// at their branches. The owner's counts cover every branch.
import { beforeAll, describe, expect, it } from "vitest";
import type { AttentionCounts, ChartBucket } from "@shared/api/overview.contract";
import { lotteryEntries } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { applicationBody, created, createPlacesAndPosition } from "../support/recruitment-fixtures";

const A = "al-yasmeen";
const B = "dabouq";

const stageCounts = (buckets: ChartBucket[]) => Object.fromEntries(buckets.map((b) => [b.key, b.count]));
const total = (buckets: ChartBucket[]) => buckets.reduce((sum, b) => sum + b.count, 0);

describe("attention counts and overview charts, by branch scope", () => {
  const suite = startAdminApp();
  let managerOfA: TestClient;
  let managerOfNone: TestClient;

  beforeAll(async () => {
    // Two applications for the area A hires for, three for B's, one for an area with no branch.
    const places = await createPlacesAndPosition(suite.admin);
    await suite.admin.put(`/api/areas/${places.area.id}`, { branchSlug: A });
    await suite.admin.put(`/api/areas/${places.otherArea.id}`, { branchSlug: B });
    const ownersArea = await created(suite.admin, "/api/areas", {
      name: unique("الجبيهة "),
      governorateId: places.governorate.id,
    });
    const apply = (areaId: string, governorateId: string) =>
      created(
        suite.app.client(),
        "/api/job-applications",
        applicationBody(places, [], { applicantName: unique("متقدم "), areaId, governorateId }),
      );
    const ours = [
      await apply(places.area.id, places.governorate.id),
      await apply(places.area.id, places.governorate.id),
    ];
    for (let i = 0; i < 3; i++) await apply(places.otherArea.id, places.otherGovernorate.id);
    await apply(ownersArea.id, places.governorate.id);

    managerOfA = suite.app.client();
    await signInAdmin(suite.app.db, managerOfA, { role: "manager", branches: [A] });
    managerOfNone = suite.app.client();
    await signInAdmin(suite.app.db, managerOfNone, { role: "manager", branches: [] });

    // One of A's applications moves on; one of B's too, as the owner.
    const list = (await suite.admin.get("/api/job-applications")).body as { id: string; areaId: string }[];
    const ourIds = new Set(list.filter((a) => a.areaId === places.area.id).map((a) => a.id));
    expect(ourIds.size).toBe(ours.length);
    const [firstOurs] = [...ourIds];
    expect((await managerOfA.put(`/api/job-applications/${firstOurs}/stage`, { stage: "contacted" })).status).toBe(200);
    const firstTheirs = list.find((a) => a.areaId === places.otherArea.id)!.id;
    expect((await suite.admin.put(`/api/job-applications/${firstTheirs}/stage`, { stage: "interview" })).status).toBe(
      200,
    );

    // Draw entries: one still waiting (at no branch yet), one handed over at A, one at B.
    const now = new Date();
    await suite.app.db.insert(lotteryEntries).values([
      { invoiceNumber: unique("n-"), invoiceNormal: unique("n") },
      {
        invoiceNumber: unique("a-"),
        invoiceNormal: unique("a"),
        status: "claimed",
        handedOverBranch: A,
        handedOverAt: now,
      },
      {
        invoiceNumber: unique("b-"),
        invoiceNormal: unique("b"),
        status: "claimed",
        handedOverBranch: B,
        handedOverAt: now,
      },
    ]);
  });

  it("a manager's new applications and waiting draw entries are those of their branches; the owner's every one", async () => {
    const mine = await managerOfA.get("/api/admin/attention");
    expect(mine.status).toBe(200);
    const owners = await suite.admin.get("/api/admin/attention");
    expect(owners.status).toBe(200);
    expect((mine.body as AttentionCounts).newApplications).toBe(2);
    expect((owners.body as AttentionCounts).newApplications).toBe(6);
    // A waiting entry belongs to no branch until its prize is handed over: the manager's list has none.
    expect((mine.body as AttentionCounts).pendingDrawEntries).toBe(0);
    expect((owners.body as AttentionCounts).pendingDrawEntries).toBe(1);
    // Reviews and reels are moderated chain-wide: the same for both.
    expect((mine.body as AttentionCounts).pendingReviews).toBe((owners.body as AttentionCounts).pendingReviews);

    const none = await managerOfNone.get("/api/admin/attention");
    expect(none.body).toMatchObject({ newApplications: 0, pendingDrawEntries: 0 });

    // Opening the list resets the manager's own count, in scope, and answers it.
    const seen = await managerOfA.put("/api/admin/attention/applications-seen");
    expect(seen.status).toBe(200);
    expect(seen.body.newApplications).toBe(0);
    expect((await suite.admin.get("/api/admin/attention")).body.newApplications).toBe(6);
  });

  it("the overview's per-stage and per-week application counts and daily draw entries are the manager's branches'", async () => {
    const mine = await managerOfA.get("/api/admin/overview");
    expect(mine.status).toBe(200);
    expect(stageCounts(mine.body.applicationsPerStage)).toEqual({
      new: 1,
      contacted: 1,
      interview: 0,
      accepted: 0,
      rejected: 0,
    });
    expect(total(mine.body.applicationsPerWeek)).toBe(2);
    expect(total(mine.body.drawEntriesPerDay)).toBe(1);

    const owners = await suite.admin.get("/api/admin/overview");
    expect(stageCounts(owners.body.applicationsPerStage)).toEqual({
      new: 4,
      contacted: 1,
      interview: 1,
      accepted: 0,
      rejected: 0,
    });
    expect(total(owners.body.applicationsPerWeek)).toBe(6);
    expect(total(owners.body.drawEntriesPerDay)).toBe(3);
    // The ratings chart is chain-wide, like the reviews list.
    expect(mine.body.reviewsPerRating).toEqual(owners.body.reviewsPerRating);

    const none = await managerOfNone.get("/api/admin/overview");
    expect(total(none.body.applicationsPerStage)).toBe(0);
    expect(total(none.body.drawEntriesPerDay)).toBe(0);
  });
});
