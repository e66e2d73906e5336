import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
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
