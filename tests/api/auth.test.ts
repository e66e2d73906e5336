import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { STAFF_MESSAGES } from "@shared/schema/staff-forms";
import { auditLog, loginLocks, prizes, rateLimitHits, sessions, users } from "../../server/db/schema";
import { BCRYPT_COST, setPasswordHashCost } from "../../server/lib/password-hash";
import { TEST_HASH_COST } from "../support/api-setup";
import { PASSWORD_CHANGE_REQUIRED } from "../../server/middleware/staff-access";
import { SESSION_IDLE_MS } from "../../server/modules/auth/session-middleware";
import { startAdminApp } from "../support/admin-app";
import { createAdmin, signInAdmin, unique } from "../support/factories";
import { holdClockInOneWindow, runClockFromWindowStart } from "../support/frozen-clock";
import { startTestApp, TEST_SETUP_TOKEN, type TestApp } from "../support/test-app";

const MINUTE = 60_000;
const LINK_NEEDED = "افتح رابط الإعداد الذي يطبعه الخادم عند التشغيل لإنشاء حساب المسؤول";
const CLOSED = "غير مسموح – يوجد حساب مسؤول بالفعل";
const TOO_MANY = "محاولات إعداد كثيرة من جهازك، يرجى المحاولة بعد دقيقة";
const TOO_LONG = "كلمة المرور أطول من المسموح: 72 بايت كحد أقصى (نحو 36 حرفاً عربياً أو 72 حرفاً لاتينياً)";
const TEMPORARY = "temp-pass1";
const owner = { username: "owner", password: "owner-pass-123" };

// ---- Setting up the first administrator ----
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
    // At production's work factor, which the stored hash is checked for.
    setPasswordHashCost(BCRYPT_COST);
    onTestFinished(() => setPasswordHashCost(TEST_HASH_COST));
    const client = app.client();
    expect((await client.get("/api/admin/can-setup")).body).toEqual({ canSetup: true });

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.post("/api/admin/setup", { username: `owner${i}`, password: "owner-pass-123", token: TEST_SETUP_TOKEN }),
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

  it("validates the setup body with its Arabic messages", async () => {
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

// A DNS-rebinding page can post to /api/admin/setup but cannot read the link the server printed.

describe("first-admin setup needs the printed link's token", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("refuses no token, a wrong one and one of another length before looking at the body, and writes nothing", async () => {
    for (const token of [undefined, "", "test-setup-token-0123456780", "x", `${TEST_SETUP_TOKEN}0`, 12345, ["a"]]) {
      const res = await app.client().post("/api/admin/setup", { ...owner, token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: "forbidden", message: LINK_NEEDED });
    }
    // Even an invalid body is not judged without the token.
    const invalid = await app.client().post("/api/admin/setup", { username: "ab" });
    expect(invalid.status).toBe(403);
    expect(await app.db.select().from(users)).toHaveLength(0);
    expect((await app.client().get("/api/admin/can-setup")).body).toEqual({ canSetup: true });
  });

  it("creates the admin with the token, once; the token is spent afterwards", async () => {
    const res = await app.client().post("/api/admin/setup", { ...owner, token: TEST_SETUP_TOKEN });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), username: "owner" });
    const again = await app
      .client()
      .post("/api/admin/setup", { username: "second", password: "owner-pass-123", token: TEST_SETUP_TOKEN });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ code: "forbidden", message: CLOSED });
    expect((await app.db.select().from(users)).map((u) => u.username)).toEqual(["owner"]);
  });

  it("without a configured token no setup link works at all", async () => {
    const bare = await startTestApp({ setupToken: undefined });
    try {
      const res = await bare.client().post("/api/admin/setup", { ...owner, token: TEST_SETUP_TOKEN });
      expect(res.status).toBe(403);
      expect(await bare.db.select().from(users)).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});

// Guessing the setup link's token: attempts are limited per client address, counted in the database
// so that every process shares the count.

describe("setup attempts per client", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("answers 429 in Arabic after 10 attempts a minute, even racing ones, and then refuses the right token too", async () => {
    holdClockInOneWindow();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.client().post("/api/admin/setup", { ...owner, token: `guess-${i}-0123456789abcdef` }),
      ),
    );
    const refused = guesses.filter((res) => res.status === 403);
    const limited = guesses.filter((res) => res.status === 429);
    expect([refused.length, limited.length]).toEqual([10, 20]);
    for (const res of refused) expect(res.body).toEqual({ code: "forbidden", message: LINK_NEEDED });
    for (const res of limited) expect(res.body).toEqual({ code: "rate_limited", message: TOO_MANY });

    const right = await app.client().post("/api/admin/setup", { ...owner, token: TEST_SETUP_TOKEN });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ code: "rate_limited", message: TOO_MANY });
    expect(await app.db.select().from(users)).toHaveLength(0);
    expect((await app.client().get("/api/admin/can-setup")).body).toEqual({ canSetup: true });
    const [count] = await app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, "setup:127.0.0.1"));
    expect(count.hits).toBe(31);
  });
});

// ---- Signing in ----
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

describe("a login flood", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ loginRateLimit: 20 });
  });
  afterAll(() => app.close());

  it("is limited per client before hashing, and public reads keep answering quickly meanwhile", async () => {
    const reader = app.client();
    expect((await reader.get("/api/site-settings")).status).toBe(200);
    // The limit counts in fixed one-minute windows: the whole flood falls in one. The clock keeps
    // running (a frozen one would stop bcryptjs from yielding and block the event loop by itself).
    runClockFromWindowStart();

    // The order of events, not timings: once the flood's password checks are under way (the first
    // answer from a check has come back), a public read is answered before the last check ends.
    // With hashing blocking the event loop the read would wait for all 20 checks.
    let checked = 0;
    const flood = Promise.all(
      Array.from({ length: 30 }, () =>
        app
          .client()
          .post("/api/admin/login", { username: unique("ghost"), password: "whatever1" })
          .then((res) => {
            if (res.status === 401) checked += 1;
            return res;
          }),
      ),
    );
    await expect.poll(() => checked, { timeout: 60_000, interval: 5 }).toBeGreaterThan(0);
    const read = await reader.get("/api/site-settings");
    const checkedWhenReadAnswered = checked;
    const results = await flood;

    expect(read.status).toBe(200);
    expect(checkedWhenReadAnswered).toBeLessThan(20);

    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.body.message).toBe("محاولات دخول كثيرة من جهازك، يرجى المحاولة بعد دقيقة");
    // Refused attempts never reached the password check: only the 20 checked ones were counted.
    expect(await app.db.select().from(loginLocks)).toHaveLength(20);
    // Twenty bcrypt checks at cost 12, two at a time, on a machine that may be running other tests.
  }, 120_000);
});

// ---- Sessions and passwords ----

// The server runs in this process, so moving the clock (Date only; timers and I/O stay real)
// moves the session store's idea of "now" too: no sleeping through eight hours.
describe("admin session idle expiry (8 hours)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lasts 8 hours from the last request, moves with every request, and ends after 8 idle hours", async () => {
    expect(SESSION_IDLE_MS).toBe(8 * 60 * MINUTE);
    const client = app.client();
    const signedIn = Date.now();
    const login = await client.post("/api/admin/login", await createAdmin(app.db));
    expect(login.status).toBe(200);
    const expires = Date.parse(/Expires=([^;]+)/.exec(login.headers.getSetCookie()[0])![1]);
    expect(Math.abs(expires - (signedIn + SESSION_IDLE_MS))).toBeLessThan(MINUTE);
    const sid = decodeURIComponent(client.cookies.get("sid")!).slice(2).split(".")[0];
    const stored = async () => (await app.db.select().from(sessions).where(eq(sessions.sid, sid)))[0];
    expect(Math.abs((await stored()).expiresAt.getTime() - (signedIn + SESSION_IDLE_MS))).toBeLessThan(MINUTE);

    vi.useFakeTimers({ toFake: ["Date"], now: signedIn + SESSION_IDLE_MS - MINUTE });
    expect((await client.get("/api/prizes")).status).toBe(200);
    // The request moved the expiry: 8 hours from now, not from signing in.
    expect((await stored()).expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - MINUTE);

    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - MINUTE);
    expect((await client.get("/api/prizes")).status).toBe(200);

    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + MINUTE);
    const expired = await client.get("/api/prizes");
    expect(expired.status).toBe(401);
    expect((await client.get("/api/admin/session")).body).toEqual({ authenticated: false });
  });
});

describe("setup passwords are capped at bcrypt's 72 bytes", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("refuses a 40-character Arabic password (80 bytes) and a 73-byte Latin one, with an Arabic message", async () => {
    const arabic = "كلمةسر".repeat(7).slice(0, 40);
    expect(arabic).toHaveLength(40);
    expect(new TextEncoder().encode(arabic).length).toBe(80);
    for (const password of [arabic, "a".repeat(73)]) {
      const res = await app.client().post("/api/admin/setup", { username: "owner", password, token: TEST_SETUP_TOKEN });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: "password", message: TOO_LONG }]);
    }
    expect(await app.db.select().from(users)).toHaveLength(0);
  });

  it("accepts exactly 72 bytes (36 Arabic letters) and signs in with it", async () => {
    const password = "سرسر".repeat(9);
    expect(new TextEncoder().encode(password).length).toBe(72);
    expect(
      (await app.client().post("/api/admin/setup", { username: "owner", password, token: TEST_SETUP_TOKEN })).status,
    ).toBe(201);
    expect((await app.client().post("/api/admin/login", { username: "owner", password })).status).toBe(200);
  });
});

describe("every other password is capped at 72 bytes too", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const tooLong = ["كلمةسر".repeat(7).slice(0, 40), "a".repeat(73)];

  it("a colleague's temporary password: refused in Arabic, no account made", async () => {
    const owner = app.client();
    await signInAdmin(app.db, owner);
    for (const password of tooLong) {
      const username = unique("colleague");
      const res = await owner.post("/api/admin/accounts", { username, password, role: "owner" });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: "password", message: TOO_LONG }]);
      expect(await app.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);
    }
  });

  it("a changed password: refused in Arabic, the old one still signs in", async () => {
    const here = app.client();
    const admin = await signInAdmin(app.db, here);
    const [before] = await app.db.select().from(users).where(eq(users.username, admin.username));
    for (const newPassword of tooLong) {
      const res = await here.put("/api/admin/password", { currentPassword: admin.password, newPassword });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: "newPassword", message: TOO_LONG }]);
    }
    const [after] = await app.db.select().from(users).where(eq(users.username, admin.username));
    expect(after.password).toBe(before.password);
    expect((await app.client().post("/api/admin/login", admin)).status).toBe(200);
  });
});

describe("temporary passwords", () => {
  const suite = startAdminApp();

  const userNamed = async (username: string) =>
    (await suite.app.db.select().from(users).where(eq(users.username, username)))[0];

  /** A colleague the owner created, signed in with the temporary password. */
  async function newColleague() {
    const username = unique("colleague");
    expect(
      (await suite.admin.post("/api/admin/accounts", { username, password: TEMPORARY, role: "owner" })).status,
    ).toBe(201);
    const colleague = suite.app.client();
    const login = await colleague.post("/api/admin/login", { username, password: TEMPORARY });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ authenticated: true, username, mustChangePassword: true });
    return { username, colleague };
  }

  it("an account with a temporary password may only read its session, change the password and sign out", async () => {
    const { username, colleague } = await newColleague();
    expect((await userNamed(username)).mustChangePassword).toBe(true);
    expect((await colleague.get("/api/admin/session")).body).toEqual({
      authenticated: true,
      username,
      fullName: null,
      mustChangePassword: true,
      role: "owner",
      branches: [],
    });
    const before = await suite.app.db.select().from(prizes);
    for (const [method, path, body] of [
      ["GET", "/api/prizes"],
      ["POST", "/api/prizes", { name: unique("جائزة"), isActive: true }],
      ["GET", "/api/admin/accounts"],
      ["POST", "/api/admin/accounts", { username: unique("x"), password: "another-pass", role: "owner" }],
      ["GET", "/api/admin/sessions"],
      ["GET", "/api/reviews"],
      ["GET", "/api/admin/backup"],
    ] as const) {
      const res = await colleague.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual({ code: "forbidden", message: PASSWORD_CHANGE_REQUIRED });
    }
    expect(await suite.app.db.select().from(prizes)).toEqual(before);
    // Public lists answer as to a visitor: no hidden rows.
    expect((await colleague.get("/api/menu-items")).status).toBe(200);

    expect((await colleague.post("/api/admin/logout")).status).toBe(200);
    expect((await colleague.get("/api/admin/session")).body.authenticated).toBe(false);
  });

  it("choosing an own password ends the restriction; the temporary one cannot be kept", async () => {
    const { username, colleague } = await newColleague();
    const same = await colleague.put("/api/admin/password", { currentPassword: TEMPORARY, newPassword: TEMPORARY });
    expect(same.status).toBe(400);
    expect(same.body.issues).toEqual([{ path: "newPassword", message: STAFF_MESSAGES.sameAsCurrent }]);
    expect((await userNamed(username)).mustChangePassword).toBe(true);

    const changed = await colleague.put("/api/admin/password", {
      currentPassword: TEMPORARY,
      newPassword: "my-own-pass",
    });
    expect(changed.status).toBe(200);
    expect((await userNamed(username)).mustChangePassword).toBe(false);
    expect((await colleague.get("/api/admin/session")).body.mustChangePassword).toBe(false);
    expect((await colleague.get("/api/prizes")).status).toBe(200);

    const again = suite.app.client();
    const login = await again.post("/api/admin/login", { username, password: "my-own-pass" });
    expect(login.body).toEqual({ authenticated: true, username, mustChangePassword: false });
  });

  it("another admin's reset makes the password temporary again and ends the colleague's sessions", async () => {
    const { username, colleague } = await newColleague();
    expect(
      (await colleague.put("/api/admin/password", { currentPassword: TEMPORARY, newPassword: "my-own-pass" })).status,
    ).toBe(200);
    const { id } = await userNamed(username);

    const short = await suite.admin.put(`/api/admin/accounts/${id}/password`, { password: "123" });
    expect(short.status).toBe(400);
    expect(short.body.issues.map((i: { path: string }) => i.path)).toEqual(["password"]);
    expect((await userNamed(username)).mustChangePassword).toBe(false);

    const reset = await suite.admin.put(`/api/admin/accounts/${id}/password`, { password: "handed-over" });
    expect(reset.status).toBe(200);
    expect((await userNamed(username)).mustChangePassword).toBe(true);
    const [entry] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "reset-password"), eq(auditLog.resourceId, id)));
    // Who reset whose password is recorded; the password itself never is.
    expect(entry.changes).toEqual({ mustChangePassword: { before: false, after: true } });
    expect((await colleague.get("/api/admin/session")).body.authenticated).toBe(false);
    expect((await suite.app.client().post("/api/admin/login", { username, password: "my-own-pass" })).status).toBe(401);
    const again = suite.app.client();
    const login = await again.post("/api/admin/login", { username, password: "handed-over" });
    expect(login.body).toEqual({ authenticated: true, username, mustChangePassword: true });
    expect((await again.get("/api/prizes")).status).toBe(403);

    const ownerId = (await suite.admin.get("/api/admin/accounts")).body.find((a: { isSelf: boolean }) => a.isSelf).id;
    const self = await suite.admin.put(`/api/admin/accounts/${ownerId}/password`, { password: "handed-over" });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(STAFF_MESSAGES.resetSelf);
    const missing = await suite.admin.put("/api/admin/accounts/00000000-0000-4000-8000-000000000000/password", {
      password: "handed-over",
    });
    expect(missing.status).toBe(404);
    expect((await again.put(`/api/admin/accounts/${ownerId}/password`, { password: "x-x-x-x-x" })).status).toBe(403);
  });

  it("an admin with a password of their own is not asked to change it", async () => {
    const self = await suite.admin.get("/api/admin/session");
    expect(self.body.mustChangePassword).toBe(false);
    expect((await suite.admin.get("/api/admin/accounts")).status).toBe(200);
  });
});
