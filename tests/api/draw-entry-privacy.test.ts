import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { PERSONAL_VALUE } from "@shared/schema/audit";
import { ERASED_VALUE } from "@shared/schema/lottery-forms";
import { auditLog, lotteryEntries } from "../../server/db/schema";
import { log } from "../../server/observability/logger";
import { eraseOldDrawEntries } from "../../server/modules/privacy/privacy.service";
import { startRetention } from "../../server/modules/privacy/retention-job";
import { backupStrings, phoneForms } from "../support/backup-strings";
import type { TestClient } from "../support/http";
import { erasureRecord } from "../support/erasure-record";
import { parseCsv } from "../support/parse-csv";
import { signInAdmin, unique } from "../support/factories";
import { startTestApp, type TestApp } from "../support/test-app";

const USED_INVOICE = "رقم الفاتورة مستخدم مسبقاً";

describe("draw entries: erasure on request and retention leave no trace of the person", () => {
  let app: TestApp;
  let admin: TestClient;
  let adminName: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    adminName = (await signInAdmin(app.db, admin)).username;
    expect((await admin.post("/api/prizes", { name: "وجبة عائلية" })).status).toBe(201);
  });
  afterAll(() => app.close());

  /** A visitor's entry; the typed invoice has dashes and capitals, so it differs from its normal form. */
  async function enter(phone: string): Promise<{ id: string; invoice: string }> {
    const invoice = `INV-${unique("Q").toUpperCase()}-77`;
    const res = await app.client().post("/api/lottery", { invoiceNumber: invoice, phoneNumber: phone });
    expect(res.status, res.text).toBe(201);
    return { id: res.body.id, invoice };
  }
  const row = async (id: string) => (await app.db.select().from(lotteryEntries).where(eq(lotteryEntries.id, id)))[0];

  async function expectNowhereInBackup(secrets: string[]) {
    const res = await fetch(`${app.baseUrl}/api/admin/backup`, { headers: { cookie: admin.cookieHeader } });
    expect(res.status).toBe(200);
    const strings = backupStrings(Buffer.from(await res.arrayBuffer()));
    expect(strings.some((s) => s.includes(adminName))).toBe(true);
    for (const secret of secrets)
      expect(
        strings.filter((s) => s.includes(secret)),
        secret,
      ).toEqual([]);
  }

  /** The same invoice in another spelling (lower case, spaces for dashes) is refused, and no row is added. */
  async function expectInvoiceStillUsed(invoice: string) {
    const before = (await app.db.select().from(lotteryEntries)).length;
    const again = await app
      .client()
      .post("/api/lottery", { invoiceNumber: invoice.toLowerCase().replaceAll("-", " "), phoneNumber: "0770000001" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(USED_INVOICE);
    expect((await app.db.select().from(lotteryEntries)).length).toBe(before);
  }

  it("an admin's erasure removes the phone and typed invoice from every table and backup, keeps the entry for the draw, and logs who erased which entry", async () => {
    const phone = "0791234567";
    const { id, invoice } = await enter(phone);
    expect((await admin.put(`/api/lottery-entries/${id}/status`, { status: "claimed" })).status).toBe(200);
    // The admin found the entry by phone and exported it before the visitor asked.
    expect((await admin.get(`/api/lottery-entries?search=${phone}`)).body.map((e: { id: string }) => e.id)).toEqual([
      id,
    ]);
    expect((await admin.get(`/api/lottery-entries/export?search=${phone}`)).text).toContain(invoice);

    const res = await admin.delete(`/api/lottery-entries/${id}/personal-data`);
    expect(res.status).toBe(204);

    const stored = await row(id);
    expect(stored).toMatchObject({ invoiceNumber: null, phoneNumber: null, status: "claimed" });
    expect(stored.invoiceNormal).toBe(invoice.toLowerCase().replaceAll("-", ""));
    expect(stored.prizeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - (stored.erasedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    await expectNowhereInBackup([invoice, ...phoneForms(phone)]);
    await expectInvoiceStillUsed(invoice);

    const record = await erasureRecord(app.db, "lottery-entries", id, adminName);
    expect(record.changes).toEqual({
      invoiceNumber: { before: PERSONAL_VALUE, after: null },
      phoneNumber: { before: PERSONAL_VALUE, after: null },
    });
  });

  it("an erased entry is found by its invoice in any spelling, shows as erased in the list and the CSV, and no longer by its phone", async () => {
    const phone = "0782223344";
    const { id, invoice } = await enter(phone);
    expect((await admin.delete(`/api/lottery-entries/${id}/personal-data`)).status).toBe(204);

    const list = await admin.get(`/api/lottery-entries?search=${encodeURIComponent(invoice.toLowerCase())}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        invoiceNumber: null,
        phoneNumber: null,
        status: "pending",
        prizeName: "وجبة عائلية",
      }),
    ]);
    expect(list.body[0].erasedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await admin.get(`/api/lottery-entries?search=${phone}`)).body).toEqual([]);

    const csv = await admin.get(`/api/lottery-entries/export?search=${encodeURIComponent(invoice)}`);
    expect(csv.status).toBe(200);
    const [, ...rows] = parseCsv(csv.text.replace(/^\uFEFF/, ""));
    expect(rows.map((r) => r.slice(0, 3))).toEqual([[ERASED_VALUE, ERASED_VALUE, "وجبة عائلية"]]);
    expect(csv.text).not.toContain(phone.slice(1));

    // The prize can still be handed over to the winner who brings the original invoice.
    expect((await admin.put(`/api/lottery-entries/${id}/status`, { status: "claimed" })).status).toBe(200);
    expect((await row(id)).status).toBe("claimed");
  });

  it("erasing twice keeps the first erasure time; an unknown entry is a 404 in Arabic and a visitor gets 401, changing nothing", async () => {
    const { id } = await enter("0773334455");
    expect((await admin.delete(`/api/lottery-entries/${id}/personal-data`)).status).toBe(204);
    const first = (await row(id)).erasedAt;
    expect((await admin.delete(`/api/lottery-entries/${id}/personal-data`)).status).toBe(204);
    expect((await row(id)).erasedAt).toEqual(first);

    const unknown = await admin.delete("/api/lottery-entries/00000000-0000-4000-8000-000000000000/personal-data");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("المشاركة غير موجودة");
    expect((await admin.delete("/api/lottery-entries/not-a-uuid/personal-data")).status).toBe(404);

    const other = await enter("0774445566");
    const visitor = await app.client().delete(`/api/lottery-entries/${other.id}/personal-data`);
    expect(visitor.status).toBe(401);
    expect(await row(other.id)).toMatchObject({ invoiceNumber: other.invoice, phoneNumber: "0774445566" });
  });

  /** An entry submitted at an exact instant, with a phone of its own. */
  async function sentAt(instant: string, phone: string) {
    const entry = await enter(phone);
    await app.db
      .update(lotteryEntries)
      .set({ submittedAt: new Date(instant) })
      .where(eq(lotteryEntries.id, entry.id));
    return entry;
  }

  it("retention erases entries submitted before the 12-month period whatever their status, pending ones included: a day before the Amman boundary goes, the boundary and a day after stay", async () => {
    // On 15 June 2026 at 12:00 Amman time the boundary is 15 June 2025 at 12:00 (09:00 UTC).
    const now = new Date("2026-06-15T09:00:00Z");
    const pending = await sentAt("2025-06-14T09:00:00Z", "0795556677");
    const claimed = await sentAt("2025-06-14T09:00:00Z", "0796667788");
    expect((await admin.put(`/api/lottery-entries/${claimed.id}/status`, { status: "claimed" })).status).toBe(200);
    const atBoundary = await sentAt("2025-06-15T09:00:00Z", "0797778899");
    const dayAfter = await sentAt("2025-06-16T09:00:00Z", "0798889900");

    expect(await eraseOldDrawEntries(app.db, now)).toBe(2);
    for (const [entry, status] of [
      [pending, "pending"],
      [claimed, "claimed"],
    ] as const)
      expect(await row(entry.id)).toMatchObject({ invoiceNumber: null, phoneNumber: null, status });
    expect(await row(atBoundary.id)).toMatchObject({ invoiceNumber: atBoundary.invoice, phoneNumber: "0797778899" });
    expect(await row(dayAfter.id)).toMatchObject({ invoiceNumber: dayAfter.invoice, erasedAt: null });

    await expectNowhereInBackup([
      pending.invoice,
      claimed.invoice,
      ...phoneForms("0795556677"),
      ...phoneForms("0796667788"),
    ]);
    await expectInvoiceStillUsed(pending.invoice);
    const records = () =>
      app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "retention"), eq(auditLog.resource, "lottery-entries")));
    expect(await records()).toEqual([
      expect.objectContaining({ actorName: "system", changes: { deleted: { before: null, after: 2 } } }),
    ]);
    // A second run (or another process's at the same time) finds nothing and records nothing.
    expect(await eraseOldDrawEntries(app.db, now)).toBe(0);
    expect(await records()).toHaveLength(1);
  });

  it("the hourly retention job erases old draw entries, following the period the admin set", async () => {
    expect((await admin.put("/api/admin/privacy", { applicationRetentionMonths: 6 })).status).toBe(200);
    try {
      const ids = [];
      for (const months of [7, 5]) {
        const { id } = await enter(months === 7 ? "0791112233" : "0792223344");
        await app.db
          .update(lotteryEntries)
          .set({ submittedAt: sql`now() - make_interval(months => ${months})` })
          .where(eq(lotteryEntries.id, id));
        ids.push(id);
      }
      const stop = startRetention(app.db, log, 60 * 60 * 1000);
      await stop();
      const rows = await app.db
        .select({ id: lotteryEntries.id, phone: lotteryEntries.phoneNumber })
        .from(lotteryEntries)
        .where(inArray(lotteryEntries.id, ids));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.phone]))).toEqual({
        [ids[0]]: null,
        [ids[1]]: "0792223344",
      });
    } finally {
      await admin.put("/api/admin/privacy", { applicationRetentionMonths: 12 });
    }
  });
});
