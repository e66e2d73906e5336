import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobApplications, users } from "../../server/db/schema";
import { PERSONAL_VALUE } from "../../shared/schema/audit";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { applicationBody, createPlacesAndPosition, created } from "../support/recruitment-fixtures";

// Every row of the audit log names the record it is about, and the ids among its values, in the
// words the dashboard shows: a new offer or account by its title or username, a stage change or a
// note by the application's number, a sold-out dish by its name, a prize hand-over by its prize and
// the colleague who handed it over (staff data, never masked as a customer's).

type Entry = {
  action: string;
  resource: string;
  resourceId: string | null;
  recordName: string | null;
  changes: Record<string, { before?: unknown; after?: unknown }>;
  valueNames: Record<string, string>;
};

describe("audit log names its records", () => {
  const suite = startAdminApp();

  /** The newest row of one resource for one record, as the log page reads it. */
  async function logged(resource: string, resourceId: string, action: string): Promise<Entry> {
    const res = await suite.admin.get(`/api/admin/audit-log?resource=${resource}&pageSize=100`);
    expect(res.status, res.text).toBe(200);
    const found = (res.body as Entry[]).find((e) => e.resourceId === resourceId && e.action === action);
    expect(found, `${resource} ${action} ${resourceId}`).toBeDefined();
    return found as Entry;
  }

  it("names a new offer and a new account by title and username, their id included", async () => {
    const title = unique("عرض الجمعة ");
    const offer = await created(suite.admin, "/api/offers", {
      title,
      originalPrice: "5",
      discountedPrice: "4",
      weekdays: [5, 6],
    });
    const offerRow = await logged("offers", offer.id, "create");
    expect(offerRow.recordName).toBe(title);
    expect(offerRow.changes.id).toEqual({ before: null, after: offer.id });
    expect(offerRow.valueNames[offer.id]).toBe(title);
    expect(offerRow.changes.weekdays).toEqual({ before: null, after: [5, 6] });

    const username = unique("cashier");
    const account = await created(suite.admin, "/api/admin/accounts", {
      username,
      password: "temp-pass1",
      role: "cashier",
      branches: ["dabouq"],
    });
    const accountRow = await logged("accounts", account.id, "create");
    expect(accountRow.recordName).toBe(username);
    expect(accountRow.valueNames[account.id]).toBe(username);
    expect(accountRow.changes.role).toEqual({ before: null, after: "cashier" });
    expect(accountRow.changes.branches).toEqual({ before: null, after: ["dabouq"] });
    expect(accountRow.changes).not.toHaveProperty("password");
  });

  it("names a stage change and a note by the application's number", async () => {
    const places = await createPlacesAndPosition(suite.admin);
    const visitor = suite.app.client();
    const sent = await visitor.post("/api/job-applications", applicationBody(places));
    expect(sent.status, sent.text).toBe(201);
    const { applicationNumber } = sent.body as { applicationNumber: string };
    const [{ id }] = await suite.app.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, applicationNumber));

    expect((await suite.admin.put(`/api/job-applications/${id}/stage`, { stage: "contacted" })).status).toBe(200);
    const stage = await logged("job-applications", id, "stage");
    expect(stage.recordName).toBe(applicationNumber);
    expect(stage.changes.stage).toEqual({ before: "new", after: "contacted" });

    const note = await created(suite.admin, `/api/job-applications/${id}/notes`, { body: "اتصلت به" });
    const noteRow = await logged("application-notes", String(note.id), "create");
    expect(noteRow.recordName).toBe(applicationNumber);
    expect(noteRow.changes.applicationId).toEqual({ before: null, after: id });
    expect(noteRow.valueNames[id]).toBe(applicationNumber);
    // The note's text is what the staff wrote about a customer: named, never copied.
    expect(noteRow.changes.body).toEqual({ before: null, after: PERSONAL_VALUE });
  });

  it("names a sold-out dish, and the branch in its change", async () => {
    const name = unique("زنجر ");
    const item = await created(suite.admin, "/api/menu-items", { name, price: "3.5" });
    const res = await suite.admin.put(`/api/menu-items/${item.id}/sold-out`, { branch: "دابوق", soldOut: true });
    expect(res.status, res.text).toBe(200);
    const row = await logged("menu-items", item.id, "sold-out");
    expect(row.recordName).toBe(name);
    expect(row.changes.soldOutUntil.before).toEqual({});
    expect(Object.keys(row.changes.soldOutUntil.after as object)).toEqual(["دابوق"]);
  });

  it("keeps a hand-over's time, branch and colleague, names the colleague and the prize", async () => {
    const prize = unique("جائزة ");
    await created(suite.admin, "/api/prizes", { name: prize });
    const visitor = suite.app.client();
    const entry = await visitor.post("/api/lottery", { invoiceNumber: unique("INV"), phoneNumber: "0791234567" });
    expect(entry.status, entry.text).toBe(201);
    const id = entry.body.id as string;
    const handed = await suite.admin.put(`/api/lottery-entries/${id}/hand-over`, {
      branch: "dabouq",
      originalInvoice: true,
    });
    expect(handed.status, handed.text).toBe(200);
    const [me] = await suite.app.db.select().from(users).where(eq(users.username, suite.username));

    const row = await logged("lottery-entries", id, "hand-over");
    expect(row.recordName).toBe(prize);
    expect(row.changes.handedOverBranch).toEqual({ before: null, after: "dabouq" });
    expect(row.changes.handedOverById).toEqual({ before: null, after: me.id });
    expect(row.changes.handedOverByName).toEqual({ before: null, after: suite.username });
    expect(Date.parse(String(row.changes.handedOverAt.after))).not.toBeNaN();
    expect(row.valueNames[me.id]).toBe(suite.username);
  });
});
