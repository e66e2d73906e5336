import type { ApplicationsFilter } from "@shared/schema/recruitment-application-forms";
import type { Db } from "../../db/client";
import { answersFor, listApplications } from "./applications.service";
import { csvTime, toCsv } from "../../lib/csv";

const UNKNOWN = "غير معروف";
const STATUS_LABELS: Record<string, string> = { pending: "قيد المراجعة" };

/**
 * The filtered applications as CSV: one row per application and one column per question that
 * any of them answered, in the questions' current order. A deleted question keeps its column,
 * headed by the text it had when it was answered.
 */
export async function applicationsCsv(db: Db, filter: ApplicationsFilter): Promise<string> {
  const applications = await listApplications(db, filter);
  const answers = await answersFor(db, applications.map((application) => application.id));

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

  const header = ["رقم الطلب", "الاسم", "رقم الهاتف", "الوظيفة", "المحافظة", "المنطقة", "الحالة", "تاريخ التقديم", ...columns.values()];
  const rows = applications.map((application) => {
    const own = byApplication.get(application.id);
    return [
      application.applicationNumber,
      application.applicantName,
      application.phoneNumber,
      application.positionTitle ?? UNKNOWN,
      application.governorateName ?? UNKNOWN,
      application.areaName ?? UNKNOWN,
      STATUS_LABELS[application.status] ?? application.status,
      csvTime(new Date(application.createdAt)),
      ...[...columns.keys()].map((key) => own?.get(key) ?? ""),
    ];
  });
  return toCsv([header, ...rows]);
}
