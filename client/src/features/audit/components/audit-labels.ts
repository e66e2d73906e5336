import { INVOICE_CHARACTER_LABELS } from "@shared/schema/draw-forms";
import { statusLabels } from "@shared/schema/lottery-forms";
import { STAGE_LABELS } from "@shared/schema/recruitment-pipeline-forms";

// The words the audit log shows for the fields it records. A field of one resource may read
// differently from the same field elsewhere ("name" of a dish, of a prize); anything not listed
// falls back to the shared table, then to its own name split into words.

const COMMON: Record<string, string> = {
  name: "الاسم",
  title: "العنوان",
  description: "الوصف",
  isActive: "ظاهر",
  isFeatured: "مميز",
  approved: "معتمد",
  createdAt: "تاريخ الإضافة",
  updatedAt: "آخر تعديل",
  imageUrl: "الصورة",
  branches: "الفروع",
  status: "الحالة",
  customerName: "اسم العميل",
  phoneNumber: "رقم الهاتف",
  address: "العنوان",
  url: "الرابط",
  governorateId: "المحافظة",
  areaId: "المنطقة",
  jobPositionId: "الوظيفة",
  prizeId: "الجائزة",
  questionId: "السؤال",
  username: "اسم المستخدم",
  reason: "السبب",
  deleted: "عدد المحذوف",
};

const BY_RESOURCE: Record<string, Record<string, string>> = {
  "menu-items": {
    name: "اسم الصنف",
    price: "السعر",
    sandwichPrice: "سعر الساندويش",
    mealPrice: "سعر الوجبة",
    ingredients: "المكونات",
    sandwichIngredients: "مكونات الساندويش",
    mealIngredients: "مكونات الوجبة",
    categoryId: "التصنيف",
    order: "الترتيب",
    sandwichCalories: "سعرات الساندويش",
    mealCalories: "سعرات الوجبة",
    allergens: "مسببات الحساسية",
    soldOutUntil: "نفد اليوم حتى",
  },
  "menu-categories": { name: "اسم التصنيف", order: "الترتيب" },
  offers: { title: "عنوان العرض", originalPrice: "السعر الأصلي", discountedPrice: "السعر بعد الخصم" },
  reviews: { rating: "التقييم", comment: "الرأي" },
  "customer-reels": { videoUrl: "رابط الفيديو", videoPlatform: "المنصة" },
  "social-links": { platform: "المنصة", icon: "الأيقونة" },
  governorates: { name: "اسم المحافظة" },
  areas: { name: "اسم المنطقة" },
  "job-positions": { title: "اسم الوظيفة" },
  "application-questions": { question: "السؤال", order: "الترتيب", options: "الخيارات" },
  "job-applications": {
    applicationNumber: "رقم الطلب",
    applicantName: "اسم المتقدم",
    termsAccepted: "الموافقة على الشروط",
    consentAt: "وقت الموافقة",
    stage: "المرحلة",
  },
  "application-notes": { applicationId: "الطلب", body: "نص الملاحظة" },
  prizes: { name: "اسم الجائزة", stock: "الكمية المتبقية", weight: "الوزن في السحب", branches: "فروع الاستلام" },
  "draw-settings": {
    winsPerPhonePerDay: "مرات الفوز لكل هاتف في اليوم",
    winsPerPhonePerPeriod: "مرات الفوز لكل هاتف في فترة السحب",
    periodStart: "بداية فترة السحب",
    periodEnd: "نهاية فترة السحب",
    invoiceCharacters: "صيغة رقم الفاتورة",
    invoiceMinLength: "أدنى طول لرقم الفاتورة",
    invoiceMaxLength: "أقصى طول لرقم الفاتورة",
  },
  "lottery-entries": { invoiceNumber: "رقم الفاتورة", submittedAt: "وقت المشاركة", erasedAt: "وقت حذف البيانات" },
  images: { variants: "نسخ الصورة" },
  "terms-and-conditions": { content: "نص الشروط", consentContent: "نص الموافقة" },
  "site-settings": {
    showLotteryPopup: "نافذة السحب في الرئيسية",
    showMenuLink: "رابط القائمة",
    showJobsLink: "رابط الوظائف",
    showLotteryLink: "رابط اربح معنا",
    showReviewsLink: "رابط التقييمات",
    showReelsLink: "رابط الريلز",
  },
  "privacy-settings": { applicationRetentionMonths: "مدة حفظ طلبات التوظيف (بالأشهر)" },
  branches: {
    address: "العنوان",
    area: "المنطقة",
    phone: "الهاتف",
    whatsapp: "واتساب",
    lat: "خط العرض",
    lng: "خط الطول",
    talabatUrl: "رابط طلبات",
    careemUrl: "رابط كريم",
    hours: "ساعات العمل",
    exceptions: "أيام استثنائية",
    slug: "معرّف الفرع",
    mapsUrl: "رابط الاتجاهات المختصر",
  },
  accounts: {
    disabledAt: "وقت التعطيل",
    lastSignInAt: "آخر دخول",
    mustChangePassword: "كلمة مرور مؤقتة",
  },
};

/** "showLotteryLink" -> "show lottery link": readable for a field nobody named yet. */
const words = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();

export const fieldLabel = (resource: string, field: string): string =>
  BY_RESOURCE[resource]?.[field] ?? COMMON[field] ?? words(field);

/** Values the log stores as codes, in the words the dashboard uses. */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  reason: { disabled: "الحساب معطّل", locked: "الحساب موقوف مؤقتاً", "wrong-password": "كلمة مرور خاطئة" },
  status: statusLabels,
  invoiceCharacters: INVOICE_CHARACTER_LABELS,
  stage: STAGE_LABELS,
  videoPlatform: { youtube: "YouTube", facebook: "Facebook", instagram: "Instagram", upload: "فيديو مرفوع" },
};

export const valueWord = (field: string, value: string): string | undefined => VALUE_WORDS[field]?.[value];
