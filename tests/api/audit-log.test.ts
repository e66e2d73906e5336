import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, users } from "../../server/db/schema";
import { signInAdmin } from "../support/factories";
import { startTestApp, type TestApp } from "../support/test-app";

describe("audit log page API", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("lists newest first, filtered by person, resource and Amman dates, one page at a time", async () => {
    const admin = app.client();
    const me = await signInAdmin(app.db, admin);
    const [{ id: myId }] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, me.username));
    const someone = "00000000-0000-4000-8000-00000000000a";
    // Amman is UTC+3: 22:30 UTC on 28 February is already 1 March there, 20:30 UTC is not.
    await app.db.insert(auditLog).values([
      {
        actorId: someone,
        actorName: "sara",
        action: "update",
        resource: "offers",
        resourceId: "o1",
        at: new Date("2026-02-28T22:30:00Z"),
      },
      {
        actorId: someone,
        actorName: "sara",
        action: "create",
        resource: "offers",
        resourceId: "o2",
        at: new Date("2026-03-02T10:00:00Z"),
      },
      {
        actorId: someone,
        actorName: "sara",
        action: "delete",
        resource: "prizes",
        resourceId: "p1",
        at: new Date("2026-03-03T10:00:00Z"),
      },
      {
        actorId: someone,
        actorName: "sara",
        action: "update",
        resource: "offers",
        resourceId: "o3",
        at: new Date("2026-02-28T20:30:00Z"),
      },
    ]);

    const all = await admin.get(`/api/admin/audit-log?actorId=${someone}`);
    expect(all.status).toBe(200);
    expect(all.headers.get("x-total-count")).toBe("4");
    expect(all.body.map((e: { resourceId: string }) => e.resourceId)).toEqual(["p1", "o2", "o1", "o3"]);

    const offersInMarch = await admin.get(
      `/api/admin/audit-log?actorId=${someone}&resource=offers&from=2026-03-01&to=2026-03-02`,
    );
    expect(offersInMarch.body.map((e: { resourceId: string }) => e.resourceId)).toEqual(["o2", "o1"]);

    const paged = await admin.get(`/api/admin/audit-log?actorId=${someone}&page=2&pageSize=3`);
    expect(paged.headers.get("x-total-count")).toBe("4");
    expect(paged.body.map((e: { resourceId: string }) => e.resourceId)).toEqual(["o3"]);

    const mine = await admin.get(`/api/admin/audit-log?actorId=${myId}`);
    expect(mine.body.map((e: { action: string }) => e.action)).toEqual(["sign-in"]);

    const bad = await admin.get("/api/admin/audit-log?from=2026-03-05&to=2026-03-01&resource=nothing");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await app.client().get("/api/admin/audit-log")).status).toBe(401);
  });
});

describe("audit log names", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  type Entry = {
    action: string;
    resource: string;
    resourceId: string | null;
    actorUsername: string | null;
    recordName: string | null;
    valueNames: Record<string, string>;
    changes: Record<string, { before: unknown; after: unknown }>;
  };

  it("names the actor, the changed record and ids among the changed values, as they are named today", async () => {
    const admin = app.client();
    const me = await signInAdmin(app.db, admin);
    const prize = await admin.post("/api/prizes", { name: "قسيمة شراء", isActive: true });
    expect(prize.status).toBe(201);
    expect((await admin.put(`/api/prizes/${prize.body.id}`, { name: "وجبة مجانية" })).status).toBe(200);
    const north = await admin.post("/api/governorates", { name: "إربد", isActive: true });
    const south = await admin.post("/api/governorates", { name: "العقبة", isActive: true });
    const area = await admin.post("/api/areas", { name: "الحصن", governorateId: north.body.id, isActive: true });
    expect(area.status).toBe(201);
    expect((await admin.put(`/api/areas/${area.body.id}`, { governorateId: south.body.id })).status).toBe(200);

    const log = await admin.get("/api/admin/audit-log?pageSize=50");
    expect(log.status).toBe(200);
    const entries = log.body as Entry[];
    const prizeEdits = entries.filter((e) => e.resource === "prizes");
    expect(prizeEdits.map((e) => e.action)).toEqual(["update", "create"]);
    for (const entry of prizeEdits) {
      expect(entry.actorUsername).toBe(me.username);
      expect(entry.recordName).toBe("وجبة مجانية");
    }
    const move = entries.find((e) => e.resource === "areas" && e.action === "update")!;
    expect(move.recordName).toBe("الحصن");
    expect(move.changes.governorateId).toEqual({ before: north.body.id, after: south.body.id });
    expect(move.valueNames).toEqual({ [north.body.id]: "إربد", [south.body.id]: "العقبة" });
  });

  it("leaves names out where the record is gone or holds a customer's data", async () => {
    const admin = app.client();
    await signInAdmin(app.db, admin);
    const prize = await admin.post("/api/prizes", { name: "جائزة مؤقتة", isActive: true });
    expect((await admin.delete(`/api/prizes/${prize.body.id}`)).status).toBe(204);
    const review = await admin.post("/api/reviews", { customerName: "سارة أحمد", rating: 5, comment: "دجاج رائع جداً" });
    expect(review.status).toBe(201);
    await app.db.insert(auditLog).values({ action: "update", resource: "offers", resourceId: "not-a-uuid" });

    const entries = (await admin.get("/api/admin/audit-log?pageSize=50")).body as Entry[];
    const removed = entries.filter((e) => e.resourceId === prize.body.id);
    expect(removed.map((e) => e.recordName)).toEqual([null, null]);
    const reviewEntry = entries.find((e) => e.resource === "reviews")!;
    expect(reviewEntry.recordName).toBeNull();
    expect(JSON.stringify(reviewEntry.valueNames)).not.toContain("سارة");
    expect(entries.find((e) => e.resourceId === "not-a-uuid")).toMatchObject({ recordName: null, actorUsername: null });
  });
});
