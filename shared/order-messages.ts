// The limits of an order and the Arabic messages a visitor reads about one, without the forms'
// schemas: the checkout's code shows them without loading the validation library.

export const MAX_ORDER_LINES = 30;
export const MAX_LINE_QUANTITY = 20;
export const MAX_LINE_NOTE = 140;
export const MAX_ORDER_NOTE = 300;
/** How far ahead a pickup may be booked. */
export const ORDER_HORIZON_DAYS = 2;
/** How long a retried POST with the same Idempotency-Key answers with the same order. */
export const IDEMPOTENCY_HOURS = 24;
/** Open orders (not yet collected, cancelled or missed) one phone may hold at once. */
export const MAX_OPEN_ORDERS_PER_PHONE = 2;
/** Missed pickups after which a phone is refused. */
export const MAX_NO_SHOWS = 2;

export const ORDER_MESSAGES = {
  featureOff: "الطلب المسبق غير متاح حالياً",
  notFound: "الطلب غير موجود",
  branch: "اختر الفرع",
  branchNotTaking: "هذا الفرع لا يستقبل طلبات الآن",
  item: "صنف غير صحيح",
  size: "اختر الحجم: ساندويش أو وجبة",
  quantity: `الكمية من 1 إلى ${MAX_LINE_QUANTITY}`,
  noLines: "السلة فارغة، أضف صنفاً واحداً على الأقل",
  tooManyLines: `الطلب الواحد ${MAX_ORDER_LINES} سطراً على الأكثر`,
  lineNote: `ملاحظة الصنف ${MAX_LINE_NOTE} حرفاً على الأكثر`,
  orderNote: `ملاحظة الطلب ${MAX_ORDER_NOTE} حرف على الأكثر`,
  name: "يرجى إدخال الاسم",
  pickupAt: "وقت الاستلام غير صحيح",
  dishGone: "لم يعد هذا الصنف في القائمة، احذفه من السلة",
  dishNotHere: "هذا الصنف لا يباع في هذا الفرع، احذفه من السلة",
  dishSoldOut: "نفد هذا الصنف اليوم في هذا الفرع، احذفه من السلة",
  sizeNoPrice: "هذا الحجم غير متوفر لهذا الصنف، احذفه من السلة",
  dishHasSizes: "هذا الصنف يُطلب بحجم محدد (ساندويش أو وجبة)، احذفه من السلة وأضفه من القائمة من جديد",
  closedAt: "الفرع مغلق في هذا الوقت، اختر وقتاً آخر",
  tooSoon: "وقت الاستلام أقرب من وقت التحضير، اختر وقتاً لاحقاً",
  afterLastOrder: "هذا الوقت بعد آخر موعد للطلب قبل الإغلاق، اختر وقتاً أبكر",
  tooFar: `يمكن الطلب لموعد خلال ${ORDER_HORIZON_DAYS} يوم على الأكثر`,
  notOnSlot: "اختر وقت استلام من الأوقات المعروضة",
  asapUnavailable: "لا يمكن تجهيز الطلب قبل إغلاق الفرع، اختر وقتاً آخر",
  slotFull: "اكتمل هذا الموعد، اختر وقتاً آخر",
  tooManyOpen: `لديك ${MAX_OPEN_ORDERS_PER_PHONE} طلبات مفتوحة بهذا الرقم، انتظر استلامها أو ألغِ أحدها`,
  noShows: "تعذر قبول الطلب عبر الموقع بسبب طلبات سابقة لم تُستلم، يرجى الاتصال بالفرع للطلب",
  blocked: "تعذر قبول الطلب عبر الموقع، يرجى الاتصال بالفرع للطلب",
  cannotCancel: "لا يمكن إلغاء الطلب بعد قبوله من الفرع، يرجى الاتصال بالفرع",
  idempotencyKey: "مفتاح التكرار غير صحيح",
  settings: "قيمة الإعداد غير صحيحة",
  phoneMissing: "رقم الهاتف غير صحيح",
} as const;
