// A branch manager of branch A and a cashier of A, against the rows of branch B: details and hours,
// job applications of B's areas, draw entries handed over at B, and handing prizes over at B.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { COUNTER_MESSAGES } from "@shared/schema/lottery-forms";
import { lotteryEntries, prizes } from "../../server/db/schema";
import { BRANCH_FORBIDDEN } from "../../server/middleware/staff-access";
import { APPLICATION_FORBIDDEN } from "../../server/modules/recruitment/application-scope";
import { startAdminApp } from "../support/admin-app";
import { dbFingerprint } from "../support/db-fingerprint";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { applicationBody, created, createPlacesAndPosition } from "../support/recruitment-fixtures";

const A = "al-yasmeen";
const B = "dabouq";
const ALWAYS_CHANGING = ["sessions", "rate_limit_hits", "content_version"];

describe("branch scope", () => {
  const suite = startAdminApp();
  let manager: TestClient;
  let cashier: TestClient;
  let cashierName: string;

  beforeAll(async () => {
    manager = suite.app.client();
    await signInAdmin(suite.app.db, manager, { role: "manager", branches: [A] });
    cashier = suite.app.client();
    cashierName = (await signInAdmin(suite.app.db, cashier, { role: "cashier", branches: [A] })).username;
  });

  const CODE_OF_STATUS: Record<number, string> = { 403: "forbidden", 409: "conflict" };
  const unchanged = async (run: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await dbFingerprint(suite.app.db, ALWAYS_CHANGING);
    const res = await run();
    expect({ status: res.status, body: res.body }).toEqual({ status, body: { code: CODE_OF_STATUS[status], message } });
    expect(await dbFingerprint(suite.app.db, ALWAYS_CHANGING)).toEqual(before);
  };

  it("a manager of A lists and edits A's details and hours only; B's are 403 and unchanged", async () => {
    const list = await manager.get("/api/admin/branches");
    expect(list.status).toBe(200);
    expect(list.body.map((b: { slug: string }) => b.slug)).toEqual([A]);
    expect((await suite.admin.get("/api/admin/branches")).body).toHaveLength(4);

    const hours = { hours: [[{ open: "10:00", close: "23:00" }], [], [], [], [], [], []] };
    expect((await manager.put(`/api/branches/${A}`, hours)).status).toBe(200);
    await unchanged(() => manager.put(`/api/branches/${B}`, hours), 403, BRANCH_FORBIDDEN);
  });

  it("a manager of A sees the applications of the areas A hires for, never B's, in the list, the CSV and one by one", async () => {
    const places = await createPlacesAndPosition(suite.admin);
    await suite.admin.put(`/api/areas/${places.area.id}`, { branchSlug: A });
    await suite.admin.put(`/api/areas/${places.otherArea.id}`, { branchSlug: B });
    const ours = unique("ours");
    const theirs = unique("theirs");
    await created(suite.app.client(), "/api/job-applications", applicationBody(places, [], { applicantName: ours }));
    await created(
      suite.app.client(),
      "/api/job-applications",
      applicationBody(places, [], {
        applicantName: theirs,
        governorateId: places.otherGovernorate.id,
        areaId: places.otherArea.id,
      }),
    );
    const names = (res: { body: { applicantName: string }[] }) => res.body.map((a) => a.applicantName);
    expect(names(await suite.admin.get("/api/job-applications"))).toEqual(expect.arrayContaining([ours, theirs]));
    const managerList = await manager.get("/api/job-applications");
    expect(names(managerList)).toContain(ours);
    expect(names(managerList)).not.toContain(theirs);

    const csv = await manager.get("/api/job-applications/export.csv");
    expect(csv.text).toContain(ours);
    expect(csv.text).not.toContain(theirs);

    const all = (await suite.admin.get("/api/job-applications")).body as { id: string; applicantName: string }[];
    const ourId = all.find((a) => a.applicantName === ours)!.id;
    const theirId = all.find((a) => a.applicantName === theirs)!.id;
    expect((await manager.get(`/api/job-applications/${ourId}/answers`)).status).toBe(200);
    await unchanged(() => manager.get(`/api/job-applications/${theirId}/answers`), 403, APPLICATION_FORBIDDEN);
    await unchanged(
      () => manager.put(`/api/job-applications/${theirId}/stage`, { stage: "contacted" }),
      403,
      APPLICATION_FORBIDDEN,
    );
    await unchanged(
      () => manager.post(`/api/job-applications/${theirId}/notes`, { body: "ملاحظة" }),
      403,
      APPLICATION_FORBIDDEN,
    );
  });

  it("a cashier finds an invoice typed as printed, hands its prize over at A, and the entry records where and by whom", async () => {
    const [prize] = await suite.app.db.insert(prizes).values({ name: "وجبة عائلية" }).returning();
    const invoice = unique("INV-");
    const [entry] = await suite.app.db
      .insert(lotteryEntries)
      .values({ invoiceNumber: invoice, invoiceNormal: invoice.toLowerCase().replace(/-/g, ""), prizeId: prize.id })
      .returning();
    // Printed upper case with a dash; typed lower case with spaces.
    const typed = invoice.toLowerCase().replace("-", " ");
    const found = await cashier.get(`/api/lottery-entries/lookup?invoice=${encodeURIComponent(typed)}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      id: entry.id,
      invoiceNumber: invoice,
      prizeName: "وجبة عائلية",
      status: "pending",
    });
    expect(found.body).not.toHaveProperty("phoneNumber");

    await unchanged(
      () => cashier.put(`/api/lottery-entries/${entry.id}/hand-over`, { branch: B, originalInvoice: true }),
      403,
      BRANCH_FORBIDDEN,
    );
    const handed = await cashier.put(`/api/lottery-entries/${entry.id}/hand-over`, {
      branch: A,
      originalInvoice: true,
    });
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({ status: "claimed", handedOverBranch: A, handedOverByName: cashierName });
    const [stored] = await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.id, entry.id));
    expect(stored).toMatchObject({ status: "claimed", handedOverBranch: A, handedOverByName: cashierName });
    expect(stored.handedOverAt).toBeInstanceOf(Date);

    await unchanged(
      () => cashier.put(`/api/lottery-entries/${entry.id}/hand-over`, { branch: A, originalInvoice: true }),
      409,
      COUNTER_MESSAGES.alreadyHandedOver,
    );
    const missing = await cashier.get("/api/lottery-entries/lookup?invoice=NO-SUCH-INVOICE-1");
    expect({ status: missing.status, body: missing.body }).toEqual({
      status: 404,
      body: { code: "not_found", message: COUNTER_MESSAGES.noEntry },
    });
  });

  it("two counters handing one prize over at once record it once", async () => {
    const invoice = unique("race");
    const [entry] = await suite.app.db
      .insert(lotteryEntries)
      .values({ invoiceNumber: invoice, invoiceNormal: invoice })
      .returning();
    const results = await Promise.all([
      cashier.put(`/api/lottery-entries/${entry.id}/hand-over`, { branch: A, originalInvoice: true }),
      manager.put(`/api/lottery-entries/${entry.id}/hand-over`, { branch: A, originalInvoice: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("a manager of A lists and exports the entries handed over at A, not B's; the owner filters by branch", async () => {
    const atB = unique("atb");
    await suite.app.db.insert(lotteryEntries).values({
      invoiceNumber: atB,
      invoiceNormal: atB,
      status: "claimed",
      handedOverBranch: B,
      handedOverByName: "someone",
      handedOverAt: new Date(),
    });
    const invoices = (res: { body: { invoiceNumber: string }[] }) => res.body.map((e) => e.invoiceNumber);
    const list = await manager.get("/api/lottery-entries");
    expect(list.status).toBe(200);
    expect(invoices(list)).not.toContain(atB);
    expect(list.body.every((e: { handedOverBranch: string }) => e.handedOverBranch === A)).toBe(true);
    expect(list.body.length).toBeGreaterThan(0);
    const csv = await manager.get("/api/lottery-entries/export");
    expect(csv.text).not.toContain(atB);
    expect(csv.text.split("\r\n")[0]).toContain("فرع التسليم");

    const byBranch = await suite.admin.get(`/api/lottery-entries?branch=${B}`);
    expect(invoices(byBranch)).toEqual([atB]);
    const ownerCsv = await suite.admin.get(`/api/lottery-entries/export?branch=${B}`);
    expect(ownerCsv.text).toContain(`"${atB}"`);
    expect(ownerCsv.text).toContain('"دابوق","someone"');
  });
});
