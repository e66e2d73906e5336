import { desc } from "drizzle-orm";
import type { ApplicationExportDto } from "@shared/api/recruitment.contract";
import type { ApplicationsFilter } from "@shared/schema/recruitment-application-forms";
import { STAGE_LABELS } from "@shared/schema/recruitment-pipeline-forms";
import type { Db } from "../../db/client";
import { applicationExports } from "../../db/schema";
import { listApplications, type ScopedFilter } from "./applications-list.service";
import { answersFor } from "./applications.service";
import { csvTime, toCsv } from "../../lib/csv";

const UNKNOWN = "غير معروف";

export type Exporter = { userId?: string; username: string };

/**
 * The filtered applications as CSV: one row per application and one column per question that
 * any of them answered, in the questions' current order. A deleted question keeps its column,
 * headed by the text it had when it was answered. The last two columns say when the file was
 * taken and by whom (on every row, so the file stays a plain table Excel imports as is), and
 * the download is recorded in application_exports for the admins' export history (who, when, how
 * many rows, which filters; nothing about the applicants).
 */
export async function applicationsCsv(db: Db, filter: ScopedFilter, by: Exporter, now = new Date()): Promise<string> {
  const applications = await listApplications(db, filter);
  const answers = await answersFor(
    db,
    applications.map((application) => application.id),
  );

  const columns = new Map<string, string>();
  for (const answer of answers) {
    const key = answer.questionId ?? `deleted:${answer.questionText}`;
    if (!columns.has(key)) {
      columns.set(key, answer.question ?? `${answer.questionText ?? ""} (سؤال محذوف)`.trim());
    }
  }
  const byApplication = new Map<string, Map<string, string>>();
  for (const answer of answers) {
    const key = answer.questionId ?? `deleted:${answer.questionText}`;
    const own = byApplication.get(answer.applicationId) ?? new Map<string, string>();
    own.set(key, answer.answer);
    byApplication.set(answer.applicationId, own);
  }

  const header = [
    "رقم الطلب",
    "الاسم",
    "رقم الهاتف",
    "الوظيفة",
    "المحافظة",
    "المنطقة",
    "المرحلة",
    "تاريخ الوصول إلى المرحلة",
    "تاريخ التقديم",
    "تاريخ الموافقة على معالجة البيانات",
    ...columns.values(),
    "تاريخ التصدير",
    "صدّره",
  ];
  const exportedAt = csvTime(now);
  const rows = applications.map((application) => {
    const own = byApplication.get(application.id);
    return [
      application.applicationNumber,
      application.applicantName,
      application.phoneNumber,
      application.positionTitle ?? UNKNOWN,
      application.governorateName ?? UNKNOWN,
      application.areaName ?? UNKNOWN,
      STAGE_LABELS[application.stage],
      csvTime(new Date(application.stageReachedAt)),
      csvTime(new Date(application.createdAt)),
      application.consentAt ? csvTime(new Date(application.consentAt)) : "",
      ...[...columns.keys()].map((key) => own?.get(key) ?? ""),
      exportedAt,
      by.username,
    ];
  });
  await db.insert(applicationExports).values({
    userId: by.userId ?? null,
    username: by.username,
    rowCount: applications.length,
    filters: filtersText(filter),
    createdAt: now,
  });
  return toCsv([header, ...rows]);
}

/**
 * The filters that narrowed the export, as JSON; "" for the whole list. The stage is kept by name,
 * the position, governorate and area by id; a search is kept only as having been used (`"search": true`), never
 * its text, which is a person's name or phone number.
 */
function filtersText({ stage, jobPositionId, governorateId, areaId, search }: ApplicationsFilter): string {
  const used = Object.entries({
    stage,
    jobPositionId,
    governorateId,
    areaId,
    search: search ? true : undefined,
  }).filter(([, value]) => value);
  return used.length ? JSON.stringify(Object.fromEntries(used)) : "";
}

/** The latest downloads, newest first, for the admins to see who took the data out. */
export async function listExports(db: Db, limit = 20): Promise<ApplicationExportDto[]> {
  const rows = await db.select().from(applicationExports).orderBy(desc(applicationExports.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    rowCount: row.rowCount,
    filtered: row.filters !== "",
    createdAt: row.createdAt.toISOString(),
  }));
}
