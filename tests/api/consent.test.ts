import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { consentTexts, jobApplications, termsAndConditions } from "../../server/db/schema";
import { consentHash } from "../../server/modules/terms/terms.service";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { applicationBody, createPlacesAndPosition, DEFAULT_CONSENT_HASH } from "./recruitment-fixtures";

describe("consent to process an applicant's data", () => {
  let app: TestApp;
  let admin: TestClient;
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
    places = await createPlacesAndPosition(admin);
  });
  afterAll(() => app.close());

  const applicationCount = async () => (await app.db.select({ id: jobApplications.id }).from(jobApplications)).length;

  it("stores the time and the hash of the text agreed to, and keeps that text", async () => {
    const before = Date.now();
    const res = await app.client().post("/api/job-applications", applicationBody(places));
    expect(res.status, res.text).toBe(201);
    const [row] = await app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, res.body.applicationNumber));
    expect(row.consentHash).toBe(DEFAULT_CONSENT_HASH);
    expect(row.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [text] = await app.db.select().from(consentTexts).where(eq(consentTexts.hash, DEFAULT_CONSENT_HASH));
    expect(consentHash(text.content)).toBe(DEFAULT_CONSENT_HASH);

    const listed = await admin.get("/api/job-applications");
    const item = listed.body.find(
      (a: { applicationNumber: string }) => a.applicationNumber === res.body.applicationNumber,
    );
    expect(item).toMatchObject({ consentHash: DEFAULT_CONSENT_HASH, consentAt: row.consentAt!.toISOString() });
  });

  it("the admin edits the consent text with the terms; an application agreeing to the old words is refused", async () => {
    const consentContent = "أوافق على معالجة بياناتي لغرض التوظيف فقط.";
    const blank = await admin.put("/api/terms-and-conditions", { content: "شروط", consentContent: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("يرجى إدخال نص الموافقة على معالجة البيانات الشخصية");
    expect(await app.db.select().from(termsAndConditions)).toHaveLength(0);

    const saved = await admin.put("/api/terms-and-conditions", {
      content: "شروط التوظيف",
      consentContent: `  ${consentContent} `,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      content: "شروط التوظيف",
      consentContent,
      consentHash: consentHash(consentContent),
    });
    const shown = await app.client().get("/api/terms-and-conditions");
    expect(shown.body).toMatchObject({ consentContent, consentHash: consentHash(consentContent) });

    const count = await applicationCount();
    const stale = await app.client().post("/api/job-applications", applicationBody(places));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("تم تحديث نص الموافقة على معالجة البيانات، يرجى قراءته والموافقة عليه من جديد");
    expect(await applicationCount()).toBe(count);

    const fresh = await app
      .client()
      .post("/api/job-applications", applicationBody(places, [], { consentHash: consentHash(consentContent) }));
    expect(fresh.status).toBe(201);
    const [row] = await app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, fresh.body.applicationNumber));
    expect(row.consentHash).toBe(consentHash(consentContent));
    const [kept] = await app.db
      .select()
      .from(consentTexts)
      .where(eq(consentTexts.hash, consentHash(consentContent)));
    expect(kept.content).toBe(consentContent);
    // The old words stay findable for the applications that agreed to them.
    expect(await app.db.select().from(consentTexts).where(eq(consentTexts.hash, DEFAULT_CONSENT_HASH))).toHaveLength(1);

    // SPEC.md's body (content only) saves the terms and leaves the consent text as it was.
    const termsOnly = await admin.put("/api/terms-and-conditions", { content: "شروط جديدة" });
    expect(termsOnly.status).toBe(200);
    expect(termsOnly.body).toMatchObject({ content: "شروط جديدة", consentContent });
    const [terms] = await app.db.select().from(termsAndConditions);
    expect(terms).toMatchObject({ content: "شروط جديدة", consentContent });
  });
});
