import { describe, expect, it } from "vitest";
import { termsAndConditions } from "../../server/db/schema";
import { DEFAULT_CONSENT_TEXT } from "../../shared/schema/terms-forms";
import { startAdminApp } from "../support/admin-app";
import { DEFAULT_CONSENT_HASH } from "../support/recruitment-fixtures";

const defaultConsent = { consentContent: DEFAULT_CONSENT_TEXT, consentHash: DEFAULT_CONSENT_HASH };

// One database for the file, in order: nothing saved, refused saves, then saves.
describe("terms and conditions", () => {
  const suite = startAdminApp();
  const rows = () => suite.app.db.select().from(termsAndConditions);

  describe("before the first save", () => {
    it("returns empty content, no update time and the default consent text, and stores no row", async () => {
      const res = await suite.app.client().get("/api/terms-and-conditions");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ content: "", updatedAt: null, ...defaultConsent });
      expect(await rows()).toHaveLength(0);
    });
  });

  describe("refused saves", () => {
    it("refuses a visitor (401)", async () => {
      expect((await suite.app.client().put("/api/terms-and-conditions", { content: "شروط" })).status).toBe(401);
      expect(await rows()).toHaveLength(0);
    });

    it.each(["", "   \n  ", undefined])("refuses the content %j in Arabic and stores nothing", async (content) => {
      const blank = await suite.admin.put("/api/terms-and-conditions", { content });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe("يرجى إدخال محتوى الشروط والأحكام");
      expect(await rows()).toHaveLength(0);
    });
  });

  describe("saves", () => {
    it("saves the content trimmed, with the time of the save", async () => {
      const before = Date.now();
      const saved = await suite.admin.put("/api/terms-and-conditions", {
        content: "  ١. يجب أن يكون عمر المتقدم 18 سنة فأكثر.\n٢. الدوام بنظام الورديات.  ",
      });
      expect(saved.status).toBe(200);
      expect(saved.body.content).toBe("١. يجب أن يكون عمر المتقدم 18 سنة فأكثر.\n٢. الدوام بنظام الورديات.");
      expect(new Date(saved.body.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it("saving again keeps one row, and everyone reads the saved terms", async () => {
      const again = await suite.admin.put("/api/terms-and-conditions", { content: "شروط محدثة" });
      expect(again.status).toBe(200);
      const saved = await rows();
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ id: 1, content: "شروط محدثة" });
      expect((await suite.app.client().get("/api/terms-and-conditions")).body).toEqual({
        content: "شروط محدثة",
        updatedAt: saved[0].updatedAt.toISOString(),
        ...defaultConsent,
      });
    });
  });
});
