import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { termsAndConditions } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin } from "../support/factories";
import { DEFAULT_CONSENT_TEXT } from "../../shared/schema/terms-forms";
import { DEFAULT_CONSENT_HASH } from "./recruitment-fixtures";

const defaultConsent = { consentContent: DEFAULT_CONSENT_TEXT, consentHash: DEFAULT_CONSENT_HASH };

describe("terms and conditions", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("returns empty content and no update time before the first save", async () => {
    const res = await app.client().get("/api/terms-and-conditions");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ content: "", updatedAt: null, ...defaultConsent });
    expect(await app.db.select().from(termsAndConditions)).toHaveLength(0);
  });

  it("lets only an admin save, refuses blank content, and keeps one row", async () => {
    expect((await app.client().put("/api/terms-and-conditions", { content: "شروط" })).status).toBe(401);
    const admin = app.client();
    await signInAdmin(app.db, admin);
    for (const content of ["", "   \n  ", undefined]) {
      const blank = await admin.put("/api/terms-and-conditions", { content });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe("يرجى إدخال محتوى الشروط والأحكام");
    }
    expect(await app.db.select().from(termsAndConditions)).toHaveLength(0);

    const before = Date.now();
    const saved = await admin.put("/api/terms-and-conditions", {
      content: "  ١. يجب أن يكون عمر المتقدم 18 سنة فأكثر.\n٢. الدوام بنظام الورديات.  ",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.content).toBe("١. يجب أن يكون عمر المتقدم 18 سنة فأكثر.\n٢. الدوام بنظام الورديات.");
    expect(new Date(saved.body.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const again = await admin.put("/api/terms-and-conditions", { content: "شروط محدثة" });
    expect(again.status).toBe(200);
    const rows = await app.db.select().from(termsAndConditions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, content: "شروط محدثة" });
    expect((await app.client().get("/api/terms-and-conditions")).body).toEqual({
      content: "شروط محدثة",
      updatedAt: rows[0].updatedAt.toISOString(),
      ...defaultConsent,
    });
  });
});
