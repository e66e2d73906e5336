import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { PERSONAL_VALUE } from "@shared/schema/audit";
import { RETENTION_MESSAGE } from "@shared/schema/privacy-forms";
import { applicationAnswers, auditLog, jobApplications } from "../../server/db/schema";
import { log } from "../../server/observability/logger";
import { purgeOldApplications } from "../../server/modules/privacy/privacy.service";
import { startRetention } from "../../server/modules/privacy/retention-job";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { applicationBody, createPlacesAndPosition, created } from "../support/recruitment-fixtures";

describe("applicants' data: retention and erasure", () => {
  const suite = startAdminApp();
  let adminName: string;
  beforeAll(async () => {
    adminName = (await suite.admin.get("/api/admin/session")).body.username;
  });

  /** An application with one answer, dated `monthsAgo` months back (plus a day). */
  async function application(monthsAgo: number): Promise<string> {
    const places = await createPlacesAndPosition(suite.admin);
    const question = await created(suite.admin, "/api/application-questions", { question: unique("هل لديك خبرة؟ ") });
    const res = await suite.app
      .client()
      .post("/api/job-applications", applicationBody(places, [{ questionId: question.id, answer: "نعم" }]));
    expect(res.status, res.text).toBe(201);
    // Later applications need no answer to this question.
    await suite.admin.put(`/api/application-questions/${question.id}`, { isActive: false });
    const [{ id }] = await suite.app.db
      .update(jobApplications)
      .set({ createdAt: sql`now() - make_interval(months => ${monthsAgo}, days => 1)` })
      .where(eq(jobApplications.applicationNumber, res.body.applicationNumber))
      .returning({ id: jobApplications.id });
    return id;
  }
  const existing = async (ids: string[]) =>
    (
      await suite.app.db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(inArray(jobApplications.id, ids))
    )
      .map((r) => r.id)
      .sort();
  const retentionRows = () => suite.app.db.select().from(auditLog).where(eq(auditLog.action, "retention"));

  it("deletes only applications older than the period (12 months by default) with their answers, records the count, and is idempotent", async () => {
    const [old, older, recent, fresh] = [
      await application(13),
      await application(30),
      await application(11),
      await application(0),
    ];
    expect((await suite.admin.get("/api/admin/privacy")).body).toEqual({ applicationRetentionMonths: 12 });

    expect(await purgeOldApplications(suite.app.db)).toBe(2);
    expect(await existing([old, older, recent, fresh])).toEqual([recent, fresh].sort());
    expect(
      await suite.app.db
        .select()
        .from(applicationAnswers)
        .where(inArray(applicationAnswers.applicationId, [old, older])),
    ).toHaveLength(0);
    expect(
      await suite.app.db
        .select()
        .from(applicationAnswers)
        .where(inArray(applicationAnswers.applicationId, [recent, fresh])),
    ).toHaveLength(2);
    const [record] = await retentionRows();
    expect(record).toMatchObject({
      resource: "job-applications",
      actorName: "system",
      changes: { deleted: { before: null, after: 2 } },
    });

    // A second run (or another process's run at the same time) finds nothing and records nothing.
    expect(await purgeOldApplications(suite.app.db)).toBe(0);
    expect(await retentionRows()).toHaveLength(1);
  });

  /** An application sent at an exact instant. */
  async function sentAt(instant: string): Promise<string> {
    const id = await application(0);
    await suite.app.db
      .update(jobApplications)
      .set({ createdAt: new Date(instant) })
      .where(eq(jobApplications.id, id));
    return id;
  }

  it("keeps an application exactly 12 calendar months: sent a day after the same Amman date and time a year back it stays, a day before it goes", async () => {
    // On 15 June 2026 at 12:00 Amman time the boundary is 15 June 2025 at 12:00 (09:00 UTC).
    const now = new Date("2026-06-15T09:00:00Z");
    const [dayBefore, atBoundary, dayAfter] = [
      await sentAt("2025-06-14T09:00:00Z"),
      await sentAt("2025-06-15T09:00:00Z"),
      await sentAt("2025-06-16T09:00:00Z"),
    ];
    await purgeOldApplications(suite.app.db, now);
    expect(await existing([dayBefore, atBoundary, dayAfter])).toEqual([atBoundary, dayAfter].sort());
  });

  it("counts the months on the Amman calendar, not UTC: at 01:00 on 1 March in Amman one month keeps what was sent since 01:00 on 1 February there", async () => {
    expect((await suite.admin.put("/api/admin/privacy", { applicationRetentionMonths: 1 })).status).toBe(200);
    try {
      // 22:00 UTC on 28 February is 01:00 on 1 March in Amman (UTC+3); one month back is 22:00 UTC on 31 January.
      const now = new Date("2026-02-28T22:00:00Z");
      const [dayBefore, dayAfter] = [await sentAt("2026-01-30T22:00:00Z"), await sentAt("2026-02-01T22:00:00Z")];
      await purgeOldApplications(suite.app.db, now);
      expect(await existing([dayBefore, dayAfter])).toEqual([dayAfter]);
    } finally {
      await suite.admin.put("/api/admin/privacy", { applicationRetentionMonths: 12 });
    }
  });

  it("follows the setting an admin saves, and the job runs once at start and stops cleanly", async () => {
    const bad = await suite.admin.put("/api/admin/privacy", { applicationRetentionMonths: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(RETENTION_MESSAGE);
    expect((await suite.admin.put("/api/admin/privacy", { applicationRetentionMonths: 6 })).body).toEqual({
      applicationRetentionMonths: 6,
    });

    const [seven, five] = [await application(7), await application(5)];
    const stop = startRetention(suite.app.db, log, 60 * 60 * 1000);
    await stop();
    expect(await existing([seven, five])).toEqual([five]);
    await suite.admin.put("/api/admin/privacy", { applicationRetentionMonths: 12 });
  });

  it("erases one applicant's application and answers on request, logged without what they held", async () => {
    const id = await application(0);
    const [{ name, phone }] = await suite.app.db
      .select({ name: jobApplications.applicantName, phone: jobApplications.phoneNumber })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    expect((await suite.admin.delete(`/api/job-applications/${id}`)).status).toBe(204);
    expect(await existing([id])).toEqual([]);
    expect(
      await suite.app.db.select().from(applicationAnswers).where(eq(applicationAnswers.applicationId, id)),
    ).toHaveLength(0);
    const [record] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "erase"), eq(auditLog.resourceId, id)));
    // Who erased which application and which fields it had; every value the applicant gave is withheld.
    expect(record).toMatchObject({ resource: "job-applications", actorName: adminName });
    expect(record.changes).toMatchObject({
      applicantName: { before: PERSONAL_VALUE, after: null },
      phoneNumber: { before: PERSONAL_VALUE, after: null },
      applicationNumber: { before: PERSONAL_VALUE, after: null },
      stage: { before: "new", after: null },
    });
    expect(JSON.stringify(record)).not.toContain(name);
    expect(JSON.stringify(record)).not.toContain(phone);
    expect(JSON.stringify(record)).not.toContain(phone.slice(1));
  });
});
