import { z } from "zod";
import { isRealDate } from "../amman-time";
import { emptyWeek, span } from "../branch-hours";
import { isMobile, nationalPhone } from "../jordan-phone";
import { mapsShortLink, parseMapsLink } from "../maps-link";
import { toLatinDigits } from "../normalize";
import { BRANCH_SLUG_PATTERN, slugify } from "../branches";
import { editSchema, optionalText, requiredText } from "./fields";
import { imageUrlField } from "./menu-forms";

export const BRANCH_NOT_FOUND = "الفرع غير موجود";

export const BRANCH_MESSAGES = {
  phone: "رقم الهاتف غير صحيح، اكتبه مثل 0791234567 أو 065123456",
  whatsapp: "رقم واتساب يجب أن يكون رقماً خلوياً أردنياً مثل 0791234567",
  lat: "خط العرض يجب أن يكون رقماً بين -90 و 90",
  lng: "خط الطول يجب أن يكون رقماً بين -180 و 180",
  bothCoordinates: "أدخل خط العرض وخط الطول معاً",
  outsideJordan: "الموقع خارج الأردن، تأكد من الإحداثيات",
  mapsLink:
    "لم نتمكن من قراءة الموقع من الرابط، الصق رابط المشاركة من خرائط Google (maps.app.goo.gl) أو الرابط الكامل (فيه @ أو ?q=)",
  mapsShortLink:
    "رابط مختصر: سيفتح زر الاتجاهات هذا الرابط، لكن لا يمكن قراءة الإحداثيات منه، فاكتب خط العرض وخط الطول بنفسك",
  talabat: "رابط طلبات يجب أن يكون رابطاً من talabat.com",
  careem: "رابط كريم يجب أن يكون رابطاً من careem.com",
  time: "اكتب الوقت بصيغة ساعة:دقيقة مثل 18:00",
  sameTimes: "وقت الإغلاق يجب أن يختلف عن وقت الفتح",
  overlap: "الفترات في هذا اليوم متداخلة",
  tooManyIntervals: "أربع فترات في اليوم على الأكثر",
  week: "يجب إرسال ساعات الأيام السبعة",
  date: "اكتب التاريخ بصيغة سنة-شهر-يوم مثل 2027-02-18",
  dateOrder: "تاريخ النهاية يجب ألا يسبق تاريخ البداية",
  label: "اكتب اسماً للاستثناء مثل رمضان أو العيد",
  tooManyExceptions: "ثلاثون استثناء على الأكثر",
} as const;

/** Blank, absent and null all mean "none"; anything else goes to `schema`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value),
    schema.nullable(),
  );

const phoneField = (mobileOnly: boolean) =>
  optional(
    z.string({ error: BRANCH_MESSAGES.phone }).transform((value, ctx) => {
      const national = nationalPhone(value);
      if (!national) ctx.addIssue({ code: "custom", message: BRANCH_MESSAGES.phone });
      else if (mobileOnly && !isMobile(national)) ctx.addIssue({ code: "custom", message: BRANCH_MESSAGES.whatsapp });
      return national ?? "";
    }),
  );

const coordinate = (limit: number, message: string) =>
  optional(
    z.preprocess(
      (value) => (typeof value === "string" ? Number(toLatinDigits(value).trim()) : value),
      z.number({ error: message }).min(-limit, message).max(limit, message),
    ),
  );

/** An https link on `host` or one of its subdomains (app.careem.com, www.talabat.com). */
const platformUrl = (host: string, message: string) =>
  optional(
    z
      .string({ error: message })
      .trim()
      .max(2000, message)
      .refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === "https:" && (url.hostname === host || url.hostname.endsWith(`.${host}`));
        } catch {
          return false;
        }
      }, message),
  );

const time = z
  .string({ error: BRANCH_MESSAGES.time })
  .transform((value) => toLatinDigits(value).trim())
  .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, BRANCH_MESSAGES.time));

export const intervalSchema = z
  .object({ open: time, close: time })
  .refine((interval) => interval.open !== interval.close, { path: ["close"], message: BRANCH_MESSAGES.sameTimes });

/** One day's intervals: at most four, none overlapping (a past-midnight one ends the next morning). */
const dayIntervals = z
  .array(intervalSchema)
  .max(4, BRANCH_MESSAGES.tooManyIntervals)
  .superRefine((intervals, ctx) => {
    const spans = intervals.map(span).sort((a, b) => a.start - b.start);
    if (spans.some((current, index) => index > 0 && current.start < spans[index - 1].end)) {
      ctx.addIssue({ code: "custom", message: BRANCH_MESSAGES.overlap });
    }
  });

const dateField = z
  .string({ error: BRANCH_MESSAGES.date })
  .transform((value) => toLatinDigits(value).trim())
  .refine(isRealDate, BRANCH_MESSAGES.date);

export const exceptionSchema = z
  .object({
    from: dateField,
    to: dateField,
    label: requiredText(BRANCH_MESSAGES.label, 2, 60),
    intervals: dayIntervals,
  })
  .refine((entry) => entry.from <= entry.to, { path: ["to"], message: BRANCH_MESSAGES.dateOrder });

/** The branch's fields as the form and the branch edit take them. */
export const branchFieldsSchema = z.object({
  address: optionalText(200),
  area: optionalText(100),
  phone: phoneField(false),
  whatsapp: phoneField(true),
  lat: coordinate(90, BRANCH_MESSAGES.lat),
  lng: coordinate(180, BRANCH_MESSAGES.lng),
  /**
   * A pasted Google Maps link: a full one is read into lat/lng (directions then go to those); a short
   * one is stored as the directions link itself. Blank clears a stored short link.
   */
  mapsLink: z.string().trim().max(2000, BRANCH_MESSAGES.mapsLink).optional(),
  talabatUrl: platformUrl("talabat.com", BRANCH_MESSAGES.talabat),
  careemUrl: platformUrl("careem.com", BRANCH_MESSAGES.careem),
  imageUrl: imageUrlField(),
  hours: z.array(dayIntervals, { error: BRANCH_MESSAGES.week }).length(7, BRANCH_MESSAGES.week),
  exceptions: z.array(exceptionSchema).max(30, BRANCH_MESSAGES.tooManyExceptions),
});

type Coordinates = { lat?: number | null; lng?: number | null; mapsLink?: string };

/** The link's pin wins over typed coordinates; both or neither; and somewhere in Jordan. */
function checkLocation(value: Coordinates, ctx: z.RefinementCtx) {
  let { lat, lng } = value;
  const pin = value.mapsLink ? parseMapsLink(value.mapsLink) : null;
  if (value.mapsLink) {
    if (pin) ({ lat, lng } = pin);
    else if (!mapsShortLink(value.mapsLink))
      return ctx.addIssue({ code: "custom", path: ["mapsLink"], message: BRANCH_MESSAGES.mapsLink });
  }
  if (lat === undefined && lng === undefined) return;
  if ((lat == null) !== (lng == null)) {
    return ctx.addIssue({
      code: "custom",
      path: [lat == null ? "lat" : "lng"],
      message: BRANCH_MESSAGES.bothCoordinates,
    });
  }
  // Jordan's bounding box, generously: catches swapped or mistyped coordinates.
  if (lat != null && lng != null && !(lat >= 29 && lat <= 33.5 && lng >= 34.8 && lng <= 39.4)) {
    ctx.addIssue({
      code: "custom",
      path: [pin ? "mapsLink" : "lat"],
      message: BRANCH_MESSAGES.outsideJordan,
    });
  }
}

/** The link becomes coordinates (full link) or the stored directions link (short link); absent keeps both. */
function applyMapsLink<T extends Coordinates>({
  mapsLink,
  ...rest
}: T): Omit<T, "mapsLink"> & { mapsUrl?: string | null } {
  if (mapsLink === undefined) return rest;
  const pin = mapsLink ? parseMapsLink(mapsLink) : null;
  if (pin) return { ...rest, lat: pin.lat, lng: pin.lng, mapsUrl: null };
  return { ...rest, mapsUrl: mapsLink ? mapsShortLink(mapsLink) : null };
}

export const branchFormSchema = branchFieldsSchema.superRefine(checkLocation).transform(applyMapsLink);
export type BranchFormInput = z.input<typeof branchFormSchema>;
export type BranchFormValues = z.output<typeof branchFormSchema>;

/** A branch edit: any part of the form; what is left out keeps its value, null clears. */
export const branchEditSchema = editSchema(branchFieldsSchema).superRefine(checkLocation).transform(applyMapsLink);
export type BranchEditValues = z.output<typeof branchEditSchema>;

export const BRANCH_LIST_MESSAGES = {
  name: "اكتب اسم الفرع بالعربية (حرفان على الأقل)",
  nameTaken: "يوجد فرع بهذا الاسم، اختر اسماً آخر",
  latin: "اكتب اسم الفرع بالأحرف اللاتينية (حرفان على الأقل) ليصنع منه رابط الفرع",
  slugTaken: "رابط هذا الفرع مستخدم لفرع آخر، غيّر الاسم اللاتيني",
  first: "الفرع الأول لا يمكن نقله للأعلى",
  last: "الفرع الأخير لا يمكن نقله للأسفل",
} as const;

const branchName = requiredText(BRANCH_LIST_MESSAGES.name, 2, 40);

/**
 * A new branch: its Arabic name, the slug made from its Latin name (lower case, hyphens; fixed
 * forever once saved: links and search results remember it), and the details and hours like the others.
 */
export const branchCreateSchema = branchFieldsSchema
  .extend({
    name: branchName,
    // A week with no hours yet, and no exceptions, unless given.
    hours: branchFieldsSchema.shape.hours.default(emptyWeek),
    exceptions: branchFieldsSchema.shape.exceptions.default(() => []),
    slug: z
      .string({ error: BRANCH_LIST_MESSAGES.latin })
      .transform(slugify)
      .pipe(z.string().regex(BRANCH_SLUG_PATTERN, BRANCH_LIST_MESSAGES.latin)),
  })
  .superRefine(checkLocation)
  .transform(applyMapsLink);
export type BranchCreateInput = z.input<typeof branchCreateSchema>;
export type BranchCreateValues = z.output<typeof branchCreateSchema>;

/** A rename: the name people see; the slug never changes. */
export const branchRenameSchema = z.object({ name: branchName });
export type BranchRenameValues = z.output<typeof branchRenameSchema>;

/** Closes a branch (it leaves the public site; its history keeps it) or opens it again. */
export const branchClosedSchema = z.object({ closed: z.boolean({ error: "اختر: مغلق أو مفتوح" }) });
export type BranchClosedValues = z.output<typeof branchClosedSchema>;
