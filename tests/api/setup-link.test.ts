import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { startTestApp, TEST_SETUP_TOKEN, type TestApp } from "../support/test-app";

const LINK_NEEDED = "افتح رابط الإعداد الذي يطبعه الخادم عند التشغيل لإنشاء حساب المسؤول";
const CLOSED = "غير مسموح – يوجد حساب مسؤول بالفعل";
const owner = { username: "owner", password: "secret123" };

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
      expect(res.body).toEqual({ message: LINK_NEEDED });
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
      .post("/api/admin/setup", { username: "second", password: "secret123", token: TEST_SETUP_TOKEN });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ message: CLOSED });
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
