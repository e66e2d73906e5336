import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app";

describe("HTTP contract", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("answers malformed JSON with a 400 in the JSON error shape and no stack", async () => {
    const res = await app.client().post("/api/admin/login", "{bad json", { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body.code).toBe("bad_request");
    expect(Object.keys(res.body)).toEqual(["code", "message"]);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await app.client().get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses a body over the JSON limit with 413", async () => {
    const res = await app.client().post("/api/admin/login", { username: "x".repeat(200_000), password: "y" });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses a cross-site write by Origin", async () => {
    const res = await app
      .client()
      .post("/api/admin/login", { username: "a", password: "b" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});
