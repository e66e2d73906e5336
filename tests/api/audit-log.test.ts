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
