import { z } from "zod";
import { pagingQueryFields } from "./paging";

/** The resources the log names, with the words the dashboard shows for them. */
export const AUDIT_RESOURCE_LABELS: Record<string, string> = {
  accounts: "الحسابات",
  sessions: "الجلسات",
  "menu-items": "الأصناف",
  "menu-categories": "تصنيفات القائمة",
  "menu-search-settings": "تهجئات البحث في القائمة",
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
  "application-notes": "ملاحظات طلبات التوظيف",
  prizes: "الجوائز",
  "lottery-entries": "مشاركات السحب",
  "terms-and-conditions": "الشروط والأحكام",
  "site-settings": "إعدادات الموقع",
  "privacy-settings": "حفظ البيانات",
  "draw-settings": "إعدادات السحب",
  images: "الصور",
  orders: "الطلبات",
  "branch-ordering": "إعدادات الطلب في الفروع",
  "blocked-phones": "الأرقام المحظورة من الطلب",
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: "إضافة",
  update: "تعديل",
  delete: "حذف",
  approve: "موافقة",
  status: "تغيير الحالة",
  stage: "تغيير مرحلة الطلب",
  move: "تغيير الترتيب",
  "sold-out": "نفد اليوم",
  "back-in-stock": "رفع «نفد اليوم»",
  setup: "إنشاء أول حساب",
  "sign-in": "تسجيل دخول",
  "sign-out": "تسجيل خروج",
  "sign-in-failed": "محاولة دخول فاشلة",
  lockout: "إيقاف الدخول مؤقتاً",
  disable: "تعطيل حساب",
  enable: "تفعيل حساب",
  "change-password": "تغيير كلمة المرور",
  "reset-password": "تعيين كلمة مرور مؤقتة",
  "set-role": "تغيير الدور والفروع",
  rename: "تغيير الاسم",
  close: "إغلاق فرع",
  reopen: "إعادة فتح فرع",
  "hand-over": "تسليم جائزة",
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
