import { describe, expect, it } from "vitest";
import { siteSettings } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";

const ALL_ON = {
  showLotteryPopup: true,
  showMenuLink: true,
  showJobsLink: true,
  showLotteryLink: true,
  showReviewsLink: true,
  showReelsLink: true,
  orderAhead: true,
};

describe("site settings on a database nobody has read them from", () => {
  const suite = startAdminApp();

  it("are all on at the first read, for everyone, and that read stores the row", async () => {
    const res = await suite.app.client().get("/api/site-settings");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ALL_ON);
    expect(await suite.app.db.select().from(siteSettings)).toHaveLength(1);
  });
});

describe("changing site settings", () => {
  const suite = startAdminApp();
  const row = async () => (await suite.app.db.select().from(siteSettings))[0];

  it("refuses a visitor (401)", async () => {
    const anonymous = await suite.app.client().put("/api/site-settings", { showJobsLink: false });
    expect(anonymous.status).toBe(401);
  });

  it("changes the one flag sent and answers every flag", async () => {
    const res = await suite.admin.put("/api/site-settings", { showJobsLink: false });
    expect(res.status).toBe(200);
    expect(res.body.showJobsLink).toBe(false);
    expect(res.body.showMenuLink).toBe(true);
    expect((await row()).showJobsLink).toBe(false);
  });

  it.each([
    ["a value that is not a boolean", { showJobsLink: "no" }],
    ["an unknown flag", { bogus: true }],
    ["no flag at all", {}],
  ])("refuses %s (400) and keeps the stored flags", async (_name, body) => {
    await suite.admin.put("/api/site-settings", { showJobsLink: false });
    expect((await suite.admin.put("/api/site-settings", body)).status).toBe(400);
    const after = await row();
    expect(after.showJobsLink).toBe(false);
    expect(after.showMenuLink).toBe(true);
  });
});
