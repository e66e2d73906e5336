import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { siteSettings } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin } from "../support/factories";

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
    expect(Object.keys(res.body)).toEqual(["message"]);
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

  it("serves site settings, all true on first read, to everyone", async () => {
    // A database of its own: "first read" must not depend on which test ran before.
    const fresh = await startTestApp();
    onTestFinished(() => fresh.close());
    const res = await fresh.client().get("/api/site-settings");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      showLotteryPopup: true,
      showMenuLink: true,
      showJobsLink: true,
      showLotteryLink: true,
      showReviewsLink: true,
      showReelsLink: true,
    });
    expect(await fresh.db.select().from(siteSettings)).toHaveLength(1);
  });

  it("lets only an admin change settings, one known boolean flag at a time or more", async () => {
    const anonymous = await app.client().put("/api/site-settings", { showJobsLink: false });
    expect(anonymous.status).toBe(401);

    const admin = app.client();
    await signInAdmin(app.db, admin);
    const res = await admin.put("/api/site-settings", { showJobsLink: false });
    expect(res.status).toBe(200);
    expect(res.body.showJobsLink).toBe(false);
    expect(res.body.showMenuLink).toBe(true);
    const [row] = await app.db.select().from(siteSettings);
    expect(row.showJobsLink).toBe(false);

    expect((await admin.put("/api/site-settings", { showJobsLink: "no" })).status).toBe(400);
    expect((await admin.put("/api/site-settings", { bogus: true })).status).toBe(400);
    expect((await admin.put("/api/site-settings", {})).status).toBe(400);
    const [after] = await app.db.select().from(siteSettings);
    expect(after.showJobsLink).toBe(false);
    expect(after.showMenuLink).toBe(true);
  });
});
