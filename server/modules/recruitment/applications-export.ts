import type { ApplicationsFilter } from "@shared/schema/recruitment-application-forms";
import type { Db } from "../../db/client";
import { answersFor, listApplications } from "./applications.service";
import { toCsv } from "./csv";

const UNKNOWN = "غير معروف";
const STATUS_LABELS: Record<string, string> = { pending: "قيد المراجعة" };

// Jordan time, written as 2025-01-31 14:05 so spreadsheets sort it as text correctly.
const dateFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Amman",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

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
      dateFormat.format(new Date(application.createdAt)),
      ...[...columns.keys()].map((key) => own?.get(key) ?? ""),
    ];
  });
  return toCsv([header, ...rows]);
}
