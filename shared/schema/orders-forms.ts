import { z } from "zod";
import { ORDER_SIZES } from "../order-status";
import { honeypotField, optionalText, phoneField, requiredText } from "./fields";

// The visitor's order and the branch's ordering settings, with the Arabic messages people read.

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

export const orderLineSchema = z.object({
  menuItemId: z.uuid({ error: ORDER_MESSAGES.item }),
  size: z.enum(ORDER_SIZES, { error: ORDER_MESSAGES.size }),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantity })
    .int(ORDER_MESSAGES.quantity)
    .min(1, ORDER_MESSAGES.quantity)
    .max(MAX_LINE_QUANTITY, ORDER_MESSAGES.quantity),
  note: optionalText(MAX_LINE_NOTE, ORDER_MESSAGES.lineNote),
});
export type OrderLineInput = z.input<typeof orderLineSchema>;

export const placeOrderSchema = z.object({
  branch: z.string({ error: ORDER_MESSAGES.branch }).min(1, ORDER_MESSAGES.branch).max(100, ORDER_MESSAGES.branch),
  // An instant with its offset, or null for «أقرب وقت».
  pickupAt: z.iso.datetime({ offset: true, error: ORDER_MESSAGES.pickupAt }).nullable(),
  items: z
    .array(orderLineSchema, { error: ORDER_MESSAGES.noLines })
    .min(1, ORDER_MESSAGES.noLines)
    .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines),
  customerName: requiredText(ORDER_MESSAGES.name, 2, 100),
  phoneNumber: phoneField(),
  note: optionalText(MAX_ORDER_NOTE, ORDER_MESSAGES.orderNote),
  ...honeypotField,
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderData = z.output<typeof placeOrderSchema>;

/** The Idempotency-Key header: any client-made id (a uuid in our pages), 8–100 safe characters. */
export const idempotencyKeySchema = z
  .string({ error: ORDER_MESSAGES.idempotencyKey })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, ORDER_MESSAGES.idempotencyKey);

/** A pause: 15, 30 or 60 minutes, until the branch's next opening ("tomorrow"), or null to resume now. */
export const ORDERING_PAUSES = ["15", "30", "60", "tomorrow"] as const;
export type OrderingPause = (typeof ORDERING_PAUSES)[number];

const minutes = (min: number, max: number) =>
  z
    .number({ error: ORDER_MESSAGES.settings })
    .int(ORDER_MESSAGES.settings)
    .min(min, ORDER_MESSAGES.settings)
    .max(max, ORDER_MESSAGES.settings);

/** PUT /api/branches/:slug/ordering: fields left out keep their value. */
export const branchOrderingEditSchema = z
  .strictObject(
    {
      enabled: z.boolean({ error: ORDER_MESSAGES.settings }).optional(),
      prepMinutes: minutes(5, 180).optional(),
      slotMinutes: minutes(5, 60).optional(),
      capacity: minutes(1, 200).optional(),
      lastOrderMinutes: minutes(0, 180).optional(),
      pause: z.enum(ORDERING_PAUSES, { error: ORDER_MESSAGES.settings }).nullable().optional(),
    },
    { error: "إعداد غير معروف" },
  )
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "لم يتم إرسال أي تعديل" });
export type BranchOrderingEdit = z.output<typeof branchOrderingEditSchema>;

export const blockPhoneSchema = z.object({
  phoneNumber: phoneField(),
  reason: optionalText(200),
});
export type BlockPhoneInput = z.input<typeof blockPhoneSchema>;
