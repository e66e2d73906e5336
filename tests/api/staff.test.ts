import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { STAFF_MESSAGES } from "@shared/schema/staff-forms";
import { auditLog, sessions, users } from "../../server/db/schema";
import { BCRYPT_COST, setPasswordHashCost } from "../../server/lib/password-hash";
import { startAdminApp } from "../support/admin-app";
import { TEST_HASH_COST } from "../support/api-setup";
import { startTestApp, type TestApp } from "../support/test-app";
import { createAdmin, signInAdmin, unique } from "../support/factories";

const sessionsOf = async (app: TestApp, userId: string) =>
  (await app.db.select({ sid: sessions.sid }).from(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`))
    .length;
const userNamed = async (app: TestApp, username: string) =>
  (await app.db.select().from(users).where(eq(users.username, username)))[0];

describe("staff accounts", () => {
  const suite = startAdminApp();

  it("an admin adds a colleague with a temporary password, who then signs in; the list shows the last sign-in", async () => {
    // At production's work factor, which the stored hash is checked for.
    setPasswordHashCost(BCRYPT_COST);
    onTestFinished(() => setPasswordHashCost(TEST_HASH_COST));
    const owner = suite.admin;
    const username = unique("colleague");
    const created = await owner.post("/api/admin/accounts", { username, password: "temp-pass1", role: "owner" });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), username });
    const stored = await userNamed(suite.app, username);
    expect(stored.password).toMatch(/^\$2[aby]\$12\$/);
    expect(stored.lastSignInAt).toBeNull();

    const colleague = suite.app.client();
    const login = await colleague.post("/api/admin/login", { username, password: "temp-pass1" });
    expect(login.status).toBe(200);
    expect((await colleague.get("/api/admin/session")).body).toEqual({
      authenticated: true,
      username,
      fullName: null,
      mustChangePassword: true,
      role: "owner",
      branches: [],
    });
    expect((await userNamed(suite.app, username)).lastSignInAt).toBeInstanceOf(Date);

    const list = await owner.get("/api/admin/accounts");
    const row = list.body.find((a: { username: string }) => a.username === username);
    expect(row).toMatchObject({
      disabledAt: null,
      lastSignInAt: expect.any(String),
      mustChangePassword: true,
      isSelf: false,
    });

    const twice = await owner.post("/api/admin/accounts", {
      username: username.toUpperCase(),
      password: "temp-pass1",
      role: "owner",
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(STAFF_MESSAGES.taken);
    const short = await owner.post("/api/admin/accounts", { username: "ab", password: "1", role: "owner" });
    expect(short.status).toBe(400);
    expect(short.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["password", "username"]);
    expect(await userNamed(suite.app, "ab")).toBeUndefined();
    expect(
      (
        await suite.app
          .client()
          .post("/api/admin/accounts", { username: unique("x"), password: "temp-pass1", role: "owner" })
      ).status,
    ).toBe(401);
  });

  it("a disabled account loses its sessions at once and is refused in Arabic; re-enabled, it signs in again", async () => {
    const owner = suite.admin;
    const other = await createAdmin(suite.app.db);
    const [phone, laptop] = [suite.app.client(), suite.app.client()];
    for (const device of [phone, laptop]) expect((await device.post("/api/admin/login", other)).status).toBe(200);
    const { id } = await userNamed(suite.app, other.username);
    expect(await sessionsOf(suite.app, id)).toBe(2);

    const disable = await owner.put(`/api/admin/accounts/${id}`, { disabled: true });
    expect(disable.status).toBe(200);
    expect(await sessionsOf(suite.app, id)).toBe(0);
    expect((await userNamed(suite.app, other.username)).disabledAt).toBeInstanceOf(Date);
    expect((await phone.get("/api/prizes")).status).toBe(401);

    const refused = await suite.app.client().post("/api/admin/login", other);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: "forbidden", message: STAFF_MESSAGES.disabled });
    expect(await sessionsOf(suite.app, id)).toBe(0);
    // A wrong password on a disabled account reads as any wrong password.
    expect((await suite.app.client().post("/api/admin/login", { ...other, password: "wrong-one" })).status).toBe(401);

    expect((await owner.put(`/api/admin/accounts/${id}`, { disabled: false })).status).toBe(200);
    const late = suite.app.client();
    expect((await late.post("/api/admin/login", other)).status).toBe(200);

    // A session that outlived the disabling (a sign-in finishing at that moment) is ended at its next request.
    await suite.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, id));
    expect((await late.get("/api/prizes")).status).toBe(401);
    expect(await sessionsOf(suite.app, id)).toBe(0);
    await suite.app.db.update(users).set({ disabledAt: null }).where(eq(users.id, id));
  });

  it("a password change needs the current password and ends the admin's other sessions only", async () => {
    const here = suite.app.client();
    const admin = await signInAdmin(suite.app.db, here);
    const elsewhere = suite.app.client();
    await elsewhere.post("/api/admin/login", admin);
    const { id, password: oldHash } = await userNamed(suite.app, admin.username);

    const wrong = await here.put("/api/admin/password", { currentPassword: "not-it", newPassword: "new-secret9" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: "currentPassword", message: STAFF_MESSAGES.wrongCurrent }]);
    expect((await userNamed(suite.app, admin.username)).password).toBe(oldHash);
    expect(await sessionsOf(suite.app, id)).toBe(2);

    const changed = await here.put("/api/admin/password", {
      currentPassword: admin.password,
      newPassword: "new-secret9",
    });
    expect(changed.status).toBe(200);
    expect(await sessionsOf(suite.app, id)).toBe(1);
    expect((await here.get("/api/admin/session")).body.authenticated).toBe(true);
    expect((await elsewhere.get("/api/admin/session")).body.authenticated).toBe(false);
    expect((await suite.app.client().post("/api/admin/login", admin)).status).toBe(401);
    expect((await suite.app.client().post("/api/admin/login", { ...admin, password: "new-secret9" })).status).toBe(200);
    const [record] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "change-password"), eq(auditLog.resourceId, id)));
    expect(JSON.stringify(record)).not.toMatch(/new-secret9|\$2[aby]\$/);
  });

  it("each admin lists their own sessions with device, IP and last activity, and ends one", async () => {
    const here = suite.app.client();
    const admin = await signInAdmin(suite.app.db, here);
    const phone = suite.app.client();
    const ua =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    await phone.post("/api/admin/login", admin, { "user-agent": ua });
    const list = await here.get("/api/admin/sessions");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const [current, other] = list.body;
    expect(current.current).toBe(true);
    expect(other).toMatchObject({
      current: false,
      device: "Safari على iPhone",
      ip: "127.0.0.1",
      lastActivityAt: expect.any(String),
    });
    expect(JSON.stringify(list.body)).not.toContain(
      decodeURIComponent(phone.cookies.get("sid")!).slice(2).split(".")[0],
    );

    // Someone else's session id is not found, not ended.
    const stranger = suite.app.client();
    await signInAdmin(suite.app.db, stranger);
    expect((await stranger.delete(`/api/admin/sessions/${other.id}`)).status).toBe(404);
    expect((await phone.get("/api/admin/session")).body.authenticated).toBe(true);

    expect((await here.delete(`/api/admin/sessions/${other.id}`)).status).toBe(204);
    expect((await phone.get("/api/admin/session")).body.authenticated).toBe(false);
    expect((await here.get("/api/admin/sessions")).body).toHaveLength(1);
  });
});

describe("one's own account", () => {
  const suite = startAdminApp();

  it("cannot be disabled by the owner signed in with it, even with another owner enabled; nothing changes", async () => {
    const other = await createAdmin(suite.app.db);
    const me = await userNamed(suite.app, suite.username);
    const auditRows = (await suite.app.db.select().from(auditLog)).length;

    const refused = await suite.admin.put(`/api/admin/accounts/${me.id}`, { disabled: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: "bad_request", message: STAFF_MESSAGES.self });
    expect((await userNamed(suite.app, suite.username)).disabledAt).toBeNull();
    expect(await sessionsOf(suite.app, me.id)).toBe(1);
    expect((await suite.app.db.select().from(auditLog)).length).toBe(auditRows);
    expect((await suite.admin.get("/api/admin/session")).body.authenticated).toBe(true);

    // A colleague's account is still the owner's to disable.
    const colleague = await userNamed(suite.app, other.username);
    expect((await suite.admin.put(`/api/admin/accounts/${colleague.id}`, { disabled: true })).status).toBe(200);
  });
});

describe("the last enabled admin", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("cannot be disabled, even by two admins disabling each other at the same moment", async () => {
    const [a, b] = [app.client(), app.client()];
    const adminA = await signInAdmin(app.db, a);
    const adminB = await signInAdmin(app.db, b);
    const idA = (await userNamed(app, adminA.username)).id;
    const idB = (await userNamed(app, adminB.username)).id;
    const [first, second] = await Promise.all([
      a.put(`/api/admin/accounts/${idB}`, { disabled: true }),
      b.put(`/api/admin/accounts/${idA}`, { disabled: true }),
    ]);
    expect([first.status, second.status].filter((s) => s === 200)).toHaveLength(1);
    // The loser is refused as the last admin, or (if the winner's change came first) has no session any more.
    const loser = first.status === 200 ? second : first;
    if (loser.status === 409) expect(loser.body).toEqual({ code: "conflict", message: STAFF_MESSAGES.lastAdmin });
    else expect(loser.status).toBe(401);
    expect(await app.db.select().from(users).where(isNull(users.disabledAt))).toHaveLength(1);

    const survivor = first.status === 200 ? a : b;
    const survivorId = first.status === 200 ? idA : idB;
    const self = await survivor.put(`/api/admin/accounts/${survivorId}`, { disabled: true });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ code: "bad_request", message: STAFF_MESSAGES.self });
    expect((await userNamed(app, first.status === 200 ? adminA.username : adminB.username)).disabledAt).toBeNull();
  });
});
