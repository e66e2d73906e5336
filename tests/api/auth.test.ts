import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { loginLocks, sessions, users } from "../../server/db/schema";
import { startTestApp, TEST_SETUP_TOKEN, type TestApp } from "../support/test-app";
import { createAdmin, unique } from "../support/factories";

/** express-session's cookie signature (cookie-signature): value.HMAC-SHA256 in unpadded base64. */
const signCookie = (value: string, secret: string) =>
  `${value}.${crypto.createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, "")}`;

describe("admin setup", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("allows setup only while no admin exists, and 8 racing setups create exactly one admin", async () => {
    const client = app.client();
    expect((await client.get("/api/admin/can-setup")).body).toEqual({ canSetup: true });

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.post("/api/admin/setup", { username: `owner${i}`, password: "secret123", token: TEST_SETUP_TOKEN }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(7);
    for (const loser of results.filter((r) => r.status === 403)) {
      expect(loser.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    const rows = await app.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0].password).toMatch(/^\$2[aby]\$12\$/);
    expect((await client.get("/api/admin/can-setup")).body).toEqual({ canSetup: false });
    // Setup does not sign the user in.
    expect((await client.get("/api/admin/session")).body.authenticated).toBe(false);
  });

  it("validates the setup body with the spec messages", async () => {
    const fresh = await startTestApp();
    try {
      const res = await fresh
        .client()
        .post("/api/admin/setup", { username: "ab", password: "123", token: TEST_SETUP_TOKEN });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual(
        expect.arrayContaining([
          { path: "username", message: "اسم المستخدم يجب أن يكون 3 أحرف على الأقل" },
          { path: "password", message: "كلمة المرور يجب أن تكون 6 أحرف على الأقل" },
        ]),
      );
      expect(await fresh.db.select().from(users)).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});

describe("admin login and session", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("requires username and password with Arabic messages", async () => {
    const res = await app.client().post("/api/admin/login", {});
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toEqual([
      "اسم المستخدم مطلوب",
      "كلمة المرور مطلوبة",
    ]);
  });

  it("signs in with an HttpOnly SameSite cookie, regenerates the session id and logs out", async () => {
    const admin = await createAdmin(app.db);
    const client = app.client();
    // A pre-login session id must not survive login (fixation). The planted id is a real one:
    // stored and signed with the app's secret, so the server accepts it until login replaces it.
    const plantedSid = `planted-${crypto.randomUUID()}`;
    const sess = { cookie: { originalMaxAge: 60_000, path: "/", httpOnly: true } };
    await app.db.insert(sessions).values({ sid: plantedSid, sess, expiresAt: new Date(Date.now() + 60_000) });
    const planted = encodeURIComponent(`s:${signCookie(plantedSid, app.deps.config.sessionSecret)}`);
    client.cookies.set("sid", planted);
    const before = await client.post("/api/admin/login", { username: admin.username, password: "wrong-password" });
    expect(before.status).toBe(401);
    expect(client.cookies.get("sid")).toBe(planted); // accepted: the rolling cookie re-sends the same id

    const res = await client.post("/api/admin/login", {
      username: admin.username.toUpperCase(),
      password: admin.password,
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/sid=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(client.cookies.get("sid")).not.toBe(planted);
    expect(await app.db.select().from(sessions).where(eq(sessions.sid, plantedSid))).toEqual([]);

    expect((await client.get("/api/admin/session")).body).toMatchObject({
      authenticated: true,
      username: admin.username,
    });
    expect(await app.db.select().from(sessions)).not.toHaveLength(0);

    // Signing in again from an existing session gives a new id; the old one is gone.
    const firstSid = client.cookies.get("sid")!;
    expect((await client.post("/api/admin/login", admin)).status).toBe(200);
    expect(client.cookies.get("sid")).not.toBe(firstSid);
    const stale = app.client();
    stale.cookies.set("sid", firstSid);
    expect((await stale.get("/api/admin/session")).body.authenticated).toBe(false);

    const out = await client.post("/api/admin/logout");
    expect(out.status).toBe(200);
    expect((await client.get("/api/admin/session")).body.authenticated).toBe(false);
    expect((await client.put("/api/site-settings", { showMenuLink: false })).status).toBe(401);
  });

  it("keeps a signed-in session across a server restart", async () => {
    const admin = await createAdmin(app.db);
    const client = app.client();
    expect((await client.post("/api/admin/login", admin)).status).toBe(200);
    await app.restart();
    expect((await client.get("/api/admin/session")).body.authenticated).toBe(true);
  });

  it("gives the same 401 for an unknown user and a wrong password", async () => {
    const admin = await createAdmin(app.db);
    const unknown = await app.client().post("/api/admin/login", { username: unique("ghost"), password: "whatever1" });
    const wrong = await app.client().post("/api/admin/login", { username: admin.username, password: "whatever1" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe("اسم المستخدم أو كلمة المرور غير صحيحة");
  });

  it("locks a username for 15 minutes after 5 wrong passwords, even for the right one", async () => {
    const admin = await createAdmin(app.db);
    const client = app.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post("/api/admin/login", { username: admin.username, password: `bad-${i}` })).status).toBe(
        401,
      );
    }
    const sixth = await client.post("/api/admin/login", { username: admin.username, password: "bad-6" });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/15 دقيقة/);
    const right = await client.post("/api/admin/login", admin);
    expect(right.status).toBe(429);

    const [lock] = await app.db
      .select()
      .from(loginLocks)
      .where(sql`${loginLocks.usernameKey} = ${admin.username.toLowerCase()}`);
    const minutes = (lock.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);

    // Once the lock has passed, the right password works and clears the record.
    await app.db
      .update(loginLocks)
      .set({ lockedUntil: new Date(Date.now() - 1000), lastFailureAt: new Date(Date.now() - 16 * 60_000) });
    expect((await client.post("/api/admin/login", admin)).status).toBe(200);
    expect(
      await app.db.select().from(loginLocks).where(sql`${loginLocks.usernameKey} = ${admin.username.toLowerCase()}`),
    ).toHaveLength(0);
  });
});
