import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../server/db/schema";
import { signInAdmin, unique } from "../support/factories";
import { startTestApp, TEST_SETUP_TOKEN, type TestApp } from "../support/test-app";

const TOO_LONG = "كلمة المرور أطول من المسموح: 72 بايت كحد أقصى (نحو 36 حرفاً عربياً أو 72 حرفاً لاتينياً)";

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
      const res = await owner.post("/api/admin/accounts", { username, password });
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
