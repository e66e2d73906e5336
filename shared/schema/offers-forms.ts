import { z } from "zod";
import { toLatinDigits } from "../normalize";
import { fromAmmanLocal, isLiveAt, nextScheduleChange, type OfferSchedule } from "../offer-schedule";
import { branchesField, editSchema, optionalText, priceField, requiredText } from "./fields";
import { imageUrlField } from "./menu-forms";

export const OFFER_NOT_FOUND = "العرض غير موجود";
export const DISCOUNT_ABOVE_ORIGINAL = "السعر بعد الخصم لا يمكن أن يكون أعلى من السعر الأصلي";

/**
 * The discounted price may not exceed the original; an equal price is allowed on
 * purpose: an offer can be a bundle or a gift at the usual price, shown without a discount badge.
 * Exported so a partial update that names both prices can apply the same rule.
 */
export function refineOfferPrices(
  value: { originalPrice?: string | null; discountedPrice?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.originalPrice == null || value.discountedPrice == null) return;
  if (Number(value.discountedPrice) > Number(value.originalPrice)) {
    ctx.addIssue({ code: "custom", path: ["discountedPrice"], message: DISCOUNT_ABOVE_ORIGINAL });
  }
}

export const SCHEDULE_MESSAGES = {
  time: "اكتب الوقت بتوقيت عمّان كتاريخ وساعة صحيحين، مثل 2026-11-27T18:00",
  endBeforeStart: "وقت انتهاء العرض يجب أن يكون بعد وقت بدايته",
  weekday: "أيام العرض غير صحيحة",
  noDayInWindow: "لا يقع أي من أيام العرض المختارة بين بداية العرض ونهايته",
} as const;

const isoInstant = z.iso.datetime({ offset: true });

/**
 * A date and time in Amman ("2026-11-27T18:00", as a datetime-local input gives it), or an exact
 * instant (ISO 8601 with its offset, which a form's parsed value becomes in JSON); blank or null
 * clears it.
 */
const ammanTimeField = () =>
  z
    .union([z.string(), z.date(), z.null()], { error: SCHEDULE_MESSAGES.time })
    .optional()
    .transform((value, ctx) => {
      if (value == null || value instanceof Date) return value;
      const text = toLatinDigits(value).trim();
      if (text === "") return null;
      const instant = fromAmmanLocal(text) ?? (isoInstant.safeParse(text).success ? new Date(text) : null);
      if (instant) return instant;
      ctx.addIssue({ code: "custom", message: SCHEDULE_MESSAGES.time });
      return z.NEVER;
    });

/** The Amman weekdays (0 = Sunday … 6 = Saturday), each once and in order; none means every day. */
const weekdaysField = () =>
  z
    .array(z.number({ error: SCHEDULE_MESSAGES.weekday }).int(SCHEDULE_MESSAGES.weekday).min(0).max(6), {
      error: SCHEDULE_MESSAGES.weekday,
    })
    .optional()
    .transform((days) => (days ? [...new Set(days)].sort((a, b) => a - b) : days));

/**
 * What is wrong with a whole schedule, if anything: an end at or before the start, or weekdays
 * that never fall between them (the offer would never show). Exported so a partial edit checks
 * the schedule the row will have.
 */
export function scheduleProblem(schedule: OfferSchedule): { path: keyof OfferSchedule; message: string } | null {
  const { startsAt, endsAt } = schedule;
  if (startsAt === null || endsAt === null) return null;
  const start = new Date(startsAt);
  if (new Date(endsAt).getTime() <= start.getTime())
    return { path: "endsAt", message: SCHEDULE_MESSAGES.endBeforeStart };
  if (!isLiveAt(schedule, start) && !nextScheduleChange(schedule, start))
    return { path: "weekdays", message: SCHEDULE_MESSAGES.noDayInWindow };
  return null;
}

function refineOfferSchedule(
  value: { startsAt?: Date | null; endsAt?: Date | null; weekdays?: number[] },
  ctx: z.RefinementCtx,
) {
  if (value.startsAt === undefined || value.endsAt === undefined) return;
  const problem = scheduleProblem({ startsAt: value.startsAt, endsAt: value.endsAt, weekdays: value.weekdays ?? [] });
  if (problem) ctx.addIssue({ code: "custom", path: [problem.path], message: problem.message });
}

/** The offer's fields without the cross-field rule (for .partial()/.extend(), which refinements forbid). */
export const offerFieldsSchema = z.object({
  title: requiredText("عنوان العرض مطلوب", 1, 200),
  description: optionalText(2000),
  originalPrice: priceField("السعر الأصلي مطلوب"),
  discountedPrice: priceField("السعر بعد الخصم مطلوب"),
  imageUrl: imageUrlField(),
  branches: branchesField(),
  isActive: z.boolean({ error: "القيمة يجب أن تكون صح أو خطأ" }).optional(),
  startsAt: ammanTimeField(),
  endsAt: ammanTimeField(),
  weekdays: weekdaysField(),
});

export const offerFormSchema = offerFieldsSchema.superRefine(refineOfferPrices).superRefine(refineOfferSchedule);
export type OfferFormInput = z.input<typeof offerFormSchema>;
export type OfferFormValues = z.output<typeof offerFormSchema>;

/** PUT /api/offers/:id: a full edit, the table's visibility toggle ({isActive}) or any part of the form. */
// Built from the plain fields (refinements forbid .partial()); the price rule applies when both prices
// are sent, and the service checks a price sent alone against the stored other one.
export const offerEditSchema = editSchema(offerFieldsSchema)
  .superRefine(refineOfferPrices)
  .superRefine(refineOfferSchedule);
export type OfferEditValues = z.output<typeof offerEditSchema>;
