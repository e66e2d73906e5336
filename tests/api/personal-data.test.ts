import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { PERSONAL_VALUE } from "@shared/schema/audit";
import { applicationExports, auditLog, jobApplications } from "../../server/db/schema";
import { purgeOldApplications } from "../../server/modules/privacy/privacy.service";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { backupStrings, phoneForms } from "../support/backup-strings";
import { erasureRecord } from "../support/erasure-record";
import { applicationBody, created, createPlacesAndPosition } from "../support/recruitment-fixtures";

const noteAbout = (name: string) => `${name} يفضّل الاتصال بعد العصر`;

describe("erasure and retention leave no trace of the person, even in a full backup", () => {
  const suite = startAdminApp();

  async function expectNowhereInBackup(secrets: string[]) {
    const res = await fetch(`${suite.app.baseUrl}/api/admin/backup`, { headers: { cookie: suite.admin.cookieHeader } });
    expect(res.status).toBe(200);
    const strings = backupStrings(Buffer.from(await res.arrayBuffer()));
    // The backup is a real one: it holds the admin's own account.
    expect(strings.some((s) => s.includes(suite.username))).toBe(true);
    for (const secret of secrets)
      expect(
        strings.filter((s) => s.includes(secret)),
        secret,
      ).toEqual([]);
  }

  /**
   * An application with a free-text answer, moved along the pipeline with a staff note about the
   * person, found by the suite.admin by phone and by name and exported both ways.
   */
  async function searchedAndExported(name: string, phone: string, answer: string) {
    const places = await createPlacesAndPosition(suite.admin);
    const question = await created(suite.admin, "/api/application-questions", { question: unique("أين تسكن؟ ") });
    const res = await suite.app
      .client()
      .post(
        "/api/job-applications",
        applicationBody(places, [{ questionId: question.id, answer }], { applicantName: name, phoneNumber: phone }),
      );
    expect(res.status, res.text).toBe(201);
    expect((await suite.admin.put(`/api/application-questions/${question.id}`, { isActive: false })).status).toBe(200);
    const [{ id }] = await suite.app.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, res.body.applicationNumber));
    expect((await suite.admin.put(`/api/job-applications/${id}/stage`, { stage: "interview" })).status).toBe(200);
    const note = await suite.admin.post(`/api/job-applications/${id}/notes`, { body: noteAbout(name) });
    expect(note.status, note.text).toBe(201);

    for (const search of [phone, name]) {
      const list = await suite.admin.get(`/api/job-applications?search=${encodeURIComponent(search)}`);
      expect(list.body.map((row: { id: string }) => row.id)).toEqual([id]);
      const csv = await suite.admin.get(
        `/api/job-applications/export.csv?search=${encodeURIComponent(search)}&jobPositionId=${places.position.id}`,
      );
      expect(csv.status).toBe(200);
      expect(csv.text).toContain(name);
      expect(csv.text).toContain(answer);
    }
    // The export records say who took how many rows with which filters, and that a search was used.
    const exports = await suite.app.db
      .select()
      .from(applicationExports)
      .where(sql`${applicationExports.filters} like ${`%${places.position.id}%`}`);
    expect(exports).toHaveLength(2);
    for (const record of exports) {
      expect(record).toMatchObject({ username: suite.username, rowCount: 1 });
      expect(JSON.parse(record.filters)).toEqual({ jobPositionId: places.position.id, search: true });
    }
    return id;
  }

  it("after a search by phone and name, two CSV exports and the admin's erasure, the backup holds neither phone, name, answer nor staff note", async () => {
    const [name, phone, answer] = ["ريم الخطيب", "0791234567", "قرب دوار الداخلية"];
    const id = await searchedAndExported(name, phone, answer);
    expect((await suite.admin.delete(`/api/job-applications/${id}`)).status).toBe(204);

    await expectNowhereInBackup([name, answer, noteAbout(name), ...phoneForms(phone)]);
    // The erasure is still on record: who, when, which application and which of its fields.
    const erased = await erasureRecord(suite.app.db, "job-applications", id, suite.username);
    expect(erased.changes).toMatchObject({
      applicantName: { before: PERSONAL_VALUE, after: null },
      phoneNumber: { before: PERSONAL_VALUE, after: null },
    });
  });

  it("after retention deletes an old application that was searched and exported, the backup holds neither phone, name, answer nor staff note", async () => {
    const [name, phone, answer] = ["نادر العمري", "0782345678", "خلف مجمع الشمال"];
    const id = await searchedAndExported(name, phone, answer);
    await suite.app.db
      .update(jobApplications)
      .set({ createdAt: sql`now() - make_interval(months => 13)` })
      .where(eq(jobApplications.id, id));
    expect(await purgeOldApplications(suite.app.db)).toBe(1);

    await expectNowhereInBackup([name, answer, noteAbout(name), ...phoneForms(phone)]);
    const [record] = await suite.app.db.select().from(auditLog).where(eq(auditLog.action, "retention"));
    expect(record).toMatchObject({
      actorName: "system",
      resource: "job-applications",
      changes: { deleted: { before: null, after: 1 } },
    });
  });

  it("after a review and a reel with a phone number are approved and deleted, the backup holds neither name, comment nor phone; the log names the fields", async () => {
    const phone = "0773456789";
    const review = { customerName: "هالة الزعبي", rating: 5, comment: `الطلب وصل بارداً، اتصلوا بي على ${phone}` };
    const reel = {
      customerName: `أبو فراس ${phone}`,
      videoUrl: "https://www.youtube.com/watch?v=PersonalRe1",
    };
    const visitor = suite.app.client();
    const reviewRes = await visitor.post("/api/submit-review", review);
    expect(reviewRes.status, reviewRes.text).toBe(201);
    const reelRes = await visitor.post("/api/submit-reel", reel);
    expect(reelRes.status, reelRes.text).toBe(201);
    const [reviewId, reelId] = [reviewRes.body.id as string, reelRes.body.id as string];

    expect((await suite.admin.put(`/api/reviews/${reviewId}/approve`)).status).toBe(200);
    expect((await suite.admin.put(`/api/customer-reels/${reelId}/approve`)).status).toBe(200);
    expect((await suite.admin.delete(`/api/reviews/${reviewId}`)).status).toBe(204);
    expect((await suite.admin.delete(`/api/customer-reels/${reelId}`)).status).toBe(204);

    await expectNowhereInBackup([
      review.customerName,
      review.comment,
      reel.customerName,
      "PersonalRe1",
      ...phoneForms(phone),
    ]);

    for (const [resource, id, fields] of [
      ["reviews", reviewId, ["customerName", "comment"]],
      ["customer-reels", reelId, ["customerName", "videoUrl"]],
    ] as const) {
      const rows = await suite.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, resource), eq(auditLog.resourceId, id)))
        .orderBy(auditLog.id);
      expect(rows.map((row) => [row.action, row.actorName])).toEqual([
        ["approve", suite.username],
        ["delete", suite.username],
      ]);
      // Moderation keeps its values; the deletion names every field the row had, without what the visitor wrote.
      expect(rows[0].changes).toEqual({ approved: { before: false, after: true } });
      expect(rows[1].changes).toMatchObject({
        id: { before: id, after: null },
        isActive: { before: true, after: null },
      });
      for (const field of fields)
        expect(rows[1].changes[field], field).toEqual({ before: PERSONAL_VALUE, after: null });
    }
  });

  it("a draw entry's status change is logged with the status only, never its invoice or phone", async () => {
    await created(suite.admin, "/api/prizes", { name: unique("جائزة ") });
    const invoice = unique("INV-PRIVATE-");
    const phone = "0774567890";
    const entry = await suite.app.client().post("/api/lottery", { invoiceNumber: invoice, phoneNumber: phone });
    expect(entry.status, entry.text).toBe(201);
    expect((await suite.admin.put(`/api/lottery-entries/${entry.body.id}/status`, { status: "claimed" })).status).toBe(
      200,
    );
    const [row] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "lottery-entries"), eq(auditLog.resourceId, entry.body.id)));
    expect(row).toMatchObject({
      action: "status",
      actorName: suite.username,
      changes: { status: { before: "pending", after: "claimed" } },
    });
    expect(JSON.stringify(row)).not.toContain(invoice);
    for (const form of phoneForms(phone)) expect(JSON.stringify(row)).not.toContain(form);
  });
});
