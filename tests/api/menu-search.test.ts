import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SPELLING_MESSAGES } from "@shared/schema/menu-search-forms";
import { auditLog, menuSearchSettings } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin } from "../support/factories";

// The owner's spelling groups for the menu search: public to read (the search runs in the visitor's
// browser), the owner's to change, cached like the other public reads and fresh after each save.
describe("menu search spellings API", () => {
  const suite = startAdminApp();
  const stored = async () => (await suite.app.db.select().from(menuSearchSettings)).map((row) => row.spellings);

  it("answers no groups of the owner's before the first save, to anyone", async () => {
    const res = await suite.app.client().get("/api/menu-search-spellings");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ spellings: [] });
  });

  it("keeps the owner's groups tidied (one Arabic comma between words, blank lines dropped) and visitors read them at once", async () => {
    const visitor = suite.app.client();
    expect((await visitor.get("/api/menu-search-spellings")).body).toEqual({ spellings: [] });
    const res = await suite.admin.put("/api/menu-search-spellings", {
      spellings: ["بطاطس ,شيبس", "  ", "كولا،كوكا   بيبسي"],
    });
    expect(res.status, res.text).toBe(200);
    const saved = { spellings: ["بطاطس، شيبس", "كولا، كوكا، بيبسي"] };
    expect(res.body).toEqual(saved);
    expect(await stored()).toEqual([saved.spellings]);
    // The cached public answer follows the save.
    expect((await visitor.get("/api/menu-search-spellings")).body).toEqual(saved);

    const [row] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "menu-search-settings"), eq(auditLog.action, "update")))
      .orderBy(desc(auditLog.at));
    expect(row.changes).toMatchObject({ spellings: { after: saved.spellings } });
  });

  it("refuses a line of one word in Arabic and changes nothing", async () => {
    await suite.admin.put("/api/menu-search-spellings", { spellings: ["زنجر، زينقر"] });
    const res = await suite.admin.put("/api/menu-search-spellings", { spellings: ["برجر، برغر", "شيبس"] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SPELLING_MESSAGES.group);
    expect(await stored()).toEqual([["زنجر، زينقر"]]);
  });

  it("lets only the owner change them", async () => {
    await suite.admin.put("/api/menu-search-spellings", { spellings: [] });
    const visitor = suite.app.client();
    expect((await visitor.put("/api/menu-search-spellings", { spellings: ["أ، ب"] })).status).toBe(401);
    const manager = suite.app.client();
    await signInAdmin(suite.app.db, manager, { role: "manager", branches: ["dabouq"] });
    expect((await manager.put("/api/menu-search-spellings", { spellings: ["أ، ب"] })).status).toBe(403);
    expect(await stored()).toEqual([[]]);
  });
});
