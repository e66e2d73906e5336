import { z } from "zod";
import type { auditLog } from "./audit";
import { pagingQueryFields } from "./paging";
import type { Serialized } from "./serialized";

/** The resources the log names, with the words the dashboard shows for them. */
export const AUDIT_RESOURCE_LABELS: Record<string, string> = {
  accounts: "الحسابات",
  sessions: "الجلسات",
  "menu-items": "الأصناف",
  offers: "العروض",
  reviews: "التقييمات",
  "customer-reels": "ريلز العملاء",
  "social-links": "روابط التواصل",
  branches: "الفروع",
  governorates: "المحافظات",
  areas: "المناطق",
  "job-positions": "الوظائف",
  "application-questions": "أسئلة التوظيف",
  "job-applications": "طلبات التوظيف",
  prizes: "الجوائز",
  "lottery-entries": "مشاركات السحب",
  "terms-and-conditions": "الشروط والأحكام",
  "site-settings": "إعدادات الموقع",
  "privacy-settings": "حفظ البيانات",
  images: "الصور",
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: "إضافة",
  update: "تعديل",
  delete: "حذف",
  approve: "موافقة",
  status: "تغيير الحالة",
  move: "تغيير الترتيب",
  setup: "إنشاء أول حساب",
  "sign-in": "تسجيل دخول",
  "sign-out": "تسجيل خروج",
  "sign-in-failed": "محاولة دخول فاشلة",
  lockout: "إيقاف الدخول مؤقتاً",
  disable: "تعطيل حساب",
  enable: "تفعيل حساب",
  "change-password": "تغيير كلمة المرور",
  "reset-password": "تعيين كلمة مرور مؤقتة",
  "end-session": "إنهاء جلسة",
  erase: "محو بيانات شخصية",
  retention: "حذف تلقائي للبيانات القديمة",
  "upload-url": "بدء رفع صورة",
};

const DATE_MESSAGE = "التاريخ غير صحيح";
const blankAsUndefined = (v: unknown) => (v === "" ? undefined : v);

/** GET /api/admin/audit-log: newest first, always paged. */
export const auditQuerySchema = z
  .object({
    actorId: z.preprocess(blankAsUndefined, z.uuid({ error: "الشخص غير صحيح" }).optional()),
    resource: z.preprocess(
      blankAsUndefined,
      z.enum(Object.keys(AUDIT_RESOURCE_LABELS) as [string, ...string[]], { error: "القسم غير صحيح" }).optional(),
    ),
    from: z.preprocess(blankAsUndefined, z.iso.date({ error: DATE_MESSAGE }).optional()),
    to: z.preprocess(blankAsUndefined, z.iso.date({ error: DATE_MESSAGE }).optional()),
    ...pagingQueryFields,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: "تاريخ البداية بعد تاريخ النهاية", path: ["to"] });
export type AuditQuery = z.input<typeof auditQuerySchema>;

/**
 * A log entry as the dashboard reads it: the stored row plus the names the server could find today
 * for its ids (the actor's username, the changed record's name, ids among the changed values).
 */
export type AuditEntryView = Serialized<typeof auditLog.$inferSelect> & {
  actorUsername: string | null;
  recordName: string | null;
  /** id -> name for the changed values that are ids of another record. */
  valueNames: Record<string, string>;
};

export const RETENTION_MESSAGE = "مدة الحفظ يجب أن تكون عدداً صحيحاً من الأشهر بين 1 و120";
export const DEFAULT_RETENTION_MONTHS = 12;

/** PUT /api/admin/privacy: how many months job applications, and draw entries' phones and typed invoices, are kept. */
export const privacySettingsSchema = z.object({
  applicationRetentionMonths: z.coerce
    .number({ error: RETENTION_MESSAGE })
    .int(RETENTION_MESSAGE)
    .min(1, RETENTION_MESSAGE)
    .max(120, RETENTION_MESSAGE),
});
export type PrivacySettingsInput = z.input<typeof privacySettingsSchema>;
export type PrivacySettings = z.output<typeof privacySettingsSchema>;
