import { z } from "zod";
import { editSchema, optionalText, priceField, requiredText } from "./fields";
import { branchesField, imageUrlField } from "./menu-forms";

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

/** The offer's fields without the cross-field rule (for .partial()/.extend(), which refinements forbid). */
export const offerFieldsSchema = z.object({
  title: requiredText("عنوان العرض مطلوب", 1, 200),
  description: optionalText(2000),
  originalPrice: priceField("السعر الأصلي مطلوب"),
  discountedPrice: priceField("السعر بعد الخصم مطلوب"),
  imageUrl: imageUrlField(),
  branches: branchesField(),
  isActive: z.boolean({ error: "القيمة يجب أن تكون صح أو خطأ" }).optional(),
});

export const offerFormSchema = offerFieldsSchema.superRefine(refineOfferPrices);
export type OfferFormInput = z.input<typeof offerFormSchema>;
export type OfferFormValues = z.output<typeof offerFormSchema>;

/** PUT /api/offers/:id: a full edit, the table's visibility toggle ({isActive}) or any part of the form. */
// Built from the plain fields (refinements forbid .partial()); the price rule applies when both prices
// are sent, and the service checks a price sent alone against the stored other one.
export const offerEditSchema = editSchema(offerFieldsSchema).superRefine(refineOfferPrices);
export type OfferEditValues = z.output<typeof offerEditSchema>;
