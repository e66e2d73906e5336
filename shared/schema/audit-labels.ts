import type { users } from "./auth";
import type { branches } from "./branches";
import type { drawSettings, prizes, lotteryEntries } from "./lottery";
import type { menuCategories, menuItems } from "./menu";
import type { offers } from "./offers";
import type { blockedPhones, branchOrdering } from "./orders";
import type {
  applicationNotes,
  applicationQuestions,
  areas,
  governorates,
  jobApplications,
  jobPositions,
} from "./recruitment";
import type { customerReels } from "./reels";
import type { reviews } from "./reviews";
import type { siteSettings } from "./settings";
import type { privacySettings } from "./audit";
import type { socialLinks } from "./social";
import type { termsAndConditions } from "./terms";

/** One Arabic label for every column of a table: a column added without one fails the type check. */
type LabelsOf<T extends { $inferSelect: object }> = Record<keyof T["$inferSelect"], string>;

const ID = "المعرّف";
const CREATED_AT = "تاريخ الإضافة";
const IS_ACTIVE = "ظاهر";

/**
 * The words the audit log shows for each field of every table it records, by the resource name the
 * log stores. The same column may read differently per table ("name" of a dish, of a prize).
 */
export const AUDIT_FIELD_LABELS = {
  accounts: {
    id: ID,
    username: "اسم المستخدم",
    password: "كلمة المرور",
    createdAt: CREATED_AT,
    disabledAt: "وقت التعطيل",
    lastSignInAt: "آخر دخول",
    mustChangePassword: "كلمة مرور مؤقتة",
    role: "الدور",
    branches: "الفروع",
  } satisfies LabelsOf<typeof users>,
  "application-notes": {
    id: ID,
    applicationId: "الطلب",
    body: "نص الملاحظة",
    authorId: "كاتب الملاحظة",
    authorName: "اسم كاتب الملاحظة",
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof applicationNotes>,
  "application-questions": {
    id: ID,
    question: "السؤال",
    order: "الترتيب",
    isActive: IS_ACTIVE,
    options: "الخيارات",
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof applicationQuestions>,
  areas: {
    id: ID,
    name: "اسم المنطقة",
    governorateId: "المحافظة",
    branchSlug: "الفرع",
    isActive: IS_ACTIVE,
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof areas>,
  branches: {
    slug: "الفرع",
    address: "العنوان",
    area: "المنطقة",
    phone: "الهاتف",
    whatsapp: "واتساب",
    lat: "خط العرض",
    lng: "خط الطول",
    mapsUrl: "رابط الاتجاهات المختصر",
    talabatUrl: "رابط طلبات",
    careemUrl: "رابط كريم",
    imageUrl: "الصورة",
    hours: "ساعات العمل",
    exceptions: "أيام استثنائية",
    updatedAt: "آخر تعديل",
  } satisfies LabelsOf<typeof branches>,
  "customer-reels": {
    id: ID,
    customerName: "اسم العميل",
    videoUrl: "رابط الفيديو",
    videoPlatform: "المنصة",
    approved: "معتمد",
    isActive: IS_ACTIVE,
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof customerReels>,
  governorates: {
    id: ID,
    name: "اسم المحافظة",
    isActive: IS_ACTIVE,
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof governorates>,
  "job-applications": {
    id: ID,
    applicationNumber: "رقم الطلب",
    applicantName: "اسم المتقدم",
    phoneNumber: "رقم الهاتف",
    jobPositionId: "الوظيفة",
    governorateId: "المحافظة",
    areaId: "المنطقة",
    address: "العنوان",
    termsAccepted: "الموافقة على الشروط",
    stage: "المرحلة",
    consentAt: "وقت الموافقة",
    consentHash: "بصمة نص الموافقة",
    createdAt: "تاريخ التقديم",
  } satisfies LabelsOf<typeof jobApplications>,
  "job-positions": {
    id: ID,
    title: "اسم الوظيفة",
    isActive: IS_ACTIVE,
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof jobPositions>,
  "lottery-entries": {
    id: ID,
    invoiceNumber: "رقم الفاتورة",
    invoiceNormal: "رقم الفاتورة الموحّد",
    phoneNumber: "رقم الهاتف",
    prizeId: "الجائزة",
    status: "الحالة",
    submittedAt: "وقت المشاركة",
    erasedAt: "وقت حذف البيانات",
    handedOverAt: "وقت التسليم",
    handedOverBranch: "فرع التسليم",
    handedOverById: "سلّمها",
    handedOverByName: "اسم من سلّمها",
  } satisfies LabelsOf<typeof lotteryEntries>,
  "menu-categories": {
    id: ID,
    name: "اسم التصنيف",
    order: "الترتيب",
    isActive: IS_ACTIVE,
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof menuCategories>,
  "menu-items": {
    id: ID,
    categoryId: "التصنيف",
    order: "الترتيب",
    name: "اسم الصنف",
    ingredients: "المكونات",
    price: "السعر",
    sandwichPrice: "سعر الساندويش",
    mealPrice: "سعر الوجبة",
    sandwichIngredients: "مكونات الساندويش",
    mealIngredients: "مكونات الوجبة",
    sandwichCalories: "سعرات الساندويش",
    mealCalories: "سعرات الوجبة",
    allergens: "مسببات الحساسية",
    soldOutUntil: "نفد اليوم",
    imageUrl: "الصورة",
    branches: "الفروع",
    isActive: IS_ACTIVE,
    isFeatured: "مميز",
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof menuItems>,
  offers: {
    id: ID,
    title: "عنوان العرض",
    description: "الوصف",
    originalPrice: "السعر الأصلي",
    discountedPrice: "السعر بعد الخصم",
    imageUrl: "الصورة",
    branches: "الفروع",
    isActive: IS_ACTIVE,
    startsAt: "يبدأ في",
    endsAt: "ينتهي في",
    weekdays: "أيام العرض",
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof offers>,
  "privacy-settings": {
    id: ID,
    applicationRetentionMonths: "مدة حفظ طلبات التوظيف (بالأشهر)",
  } satisfies LabelsOf<typeof privacySettings>,
  prizes: {
    id: ID,
    name: "اسم الجائزة",
    isActive: IS_ACTIVE,
    createdAt: CREATED_AT,
    stock: "الكمية المتبقية",
    weight: "الوزن في السحب",
    branches: "فروع الاستلام",
  } satisfies LabelsOf<typeof prizes>,
  "draw-settings": {
    id: ID,
    winsPerPhonePerDay: "مرات الفوز لكل هاتف في اليوم",
    winsPerPhonePerPeriod: "مرات الفوز لكل هاتف في فترة السحب",
    periodStart: "بداية فترة السحب",
    periodEnd: "نهاية فترة السحب",
    invoiceCharacters: "صيغة رقم الفاتورة",
    invoiceMinLength: "أدنى طول لرقم الفاتورة",
    invoiceMaxLength: "أقصى طول لرقم الفاتورة",
  } satisfies LabelsOf<typeof drawSettings>,
  reviews: {
    id: ID,
    customerName: "اسم العميل",
    rating: "التقييم",
    comment: "الرأي",
    approved: "معتمد",
    isActive: IS_ACTIVE,
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof reviews>,
  "site-settings": {
    id: ID,
    showLotteryPopup: "نافذة السحب في الرئيسية",
    showMenuLink: "رابط القائمة",
    showJobsLink: "رابط الوظائف",
    showLotteryLink: "رابط اربح معنا",
    showReviewsLink: "رابط التقييمات",
    showReelsLink: "رابط الريلز",
    orderAhead: "الطلب المسبق",
  } satisfies LabelsOf<typeof siteSettings>,
  "branch-ordering": {
    branch: "الفرع",
    enabled: "يستقبل الطلبات",
    prepMinutes: "وقت التحضير",
    slotMinutes: "مدة الموعد",
    capacity: "طلبات كل موعد",
    lastOrderMinutes: "آخر طلب قبل الإغلاق",
    pausedUntil: "متوقف حتى",
    updatedAt: "آخر تعديل",
  } satisfies LabelsOf<typeof branchOrdering>,
  "blocked-phones": {
    id: ID,
    phoneNumber: "رقم الهاتف",
    reason: "السبب",
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof blockedPhones>,
  "social-links": {
    id: ID,
    platform: "المنصة",
    url: "الرابط",
    icon: "الأيقونة",
    createdAt: CREATED_AT,
  } satisfies LabelsOf<typeof socialLinks>,
  "terms-and-conditions": {
    id: ID,
    content: "نص الشروط",
    consentContent: "نص الموافقة",
    updatedAt: "آخر تعديل",
  } satisfies LabelsOf<typeof termsAndConditions>,
  // An added image is no table row: its processed paths (ProcessedImageDto).
  images: {
    objectPath: "الصورة",
    variants: "نسخ الصورة",
  } satisfies Record<"objectPath" | "variants", string>,
};

export type AuditLabelledResource = keyof typeof AUDIT_FIELD_LABELS;

/** Fields an event records that are no column: why a sign-in failed, how many rows retention deleted. */
export const AUDIT_EVENT_FIELD_LABELS: Record<string, string> = {
  reason: "السبب",
  deleted: "عدد المحذوف",
  username: "اسم المستخدم",
};

/** A field's Arabic label; a field nobody labelled reads as "حقل آخر", never as its code. */
export function auditFieldLabel(resource: string, field: string): string {
  const labels = (AUDIT_FIELD_LABELS as Record<string, Record<string, string>>)[resource];
  return labels?.[field] ?? AUDIT_EVENT_FIELD_LABELS[field] ?? "حقل آخر";
}
