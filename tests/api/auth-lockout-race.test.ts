import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loginLocks } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { createAdmin } from "../support/factories";

describe("login lockout under parallel guesses", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const lockOf = async (username: string) =>
    (await app.db.select().from(loginLocks).where(eq(loginLocks.usernameKey, username.toLowerCase())))[0];

  it("counts parallel failures exactly below the limit", async () => {
    const admin = await createAdmin(app.db);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        app.client().post("/api/admin/login", { username: admin.username, password: `bad-${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    const lock = await lockOf(admin.username);
    expect(lock.failures).toBe(4);
    expect(lock.lockedUntil).toBeNull();
  });

  it("locks after exactly 5 of 50 parallel wrong passwords and refuses the right one until the lock ends", async () => {
    const admin = await createAdmin(app.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.client().post("/api/admin/login", { username: admin.username, password: `bad-${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    for (const r of results.filter((r) => r.status === 429)) expect(r.body.message).toMatch(/15 دقيقة/);

    const lock = await lockOf(admin.username);
    expect(lock.failures).toBeGreaterThanOrEqual(5);
    expect(lock.failures).toBeLessThanOrEqual(50);
    const minutes = (lock.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);

    const right = await app.client().post("/api/admin/login", admin);
    expect(right.status).toBe(429);

    // The lock ends (moved into the past): the right password works again and clears the record.
    await app.db
      .update(loginLocks)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginLocks.usernameKey, admin.username.toLowerCase()));
    expect((await app.client().post("/api/admin/login", admin)).status).toBe(200);
    expect(await lockOf(admin.username)).toBeUndefined();
  });

  it("a wrong password after the lock ended starts a fresh count instead of relocking", async () => {
    const admin = await createAdmin(app.db);
    await app.db.insert(loginLocks).values({
      usernameKey: admin.username.toLowerCase(),
      failures: 9,
      lastFailureAt: new Date(Date.now() - 60_000),
      lockedUntil: new Date(Date.now() - 1000),
    });
    expect((await app.client().post("/api/admin/login", { username: admin.username, password: "bad" })).status).toBe(
      401,
    );
    const lock = await lockOf(admin.username);
    expect(lock.failures).toBe(1);
    expect(lock.lockedUntil).toBeNull();
  });
});
