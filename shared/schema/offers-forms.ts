import { z } from "zod";
import { editSchema, optionalText, priceField, requiredText } from "./fields";
import { branchesField, imageUrlField } from "./menu-forms";

export const offerFormSchema = z.object({
  title: requiredText("عنوان العرض مطلوب", 1, 200),
  description: optionalText(2000),
  originalPrice: priceField("السعر الأصلي مطلوب"),
  discountedPrice: priceField("السعر بعد الخصم مطلوب"),
  imageUrl: imageUrlField(),
  branches: branchesField(),
  isActive: z.boolean({ error: "القيمة يجب أن تكون صح أو خطأ" }).optional(),
});
export type OfferFormInput = z.input<typeof offerFormSchema>;
export type OfferFormValues = z.output<typeof offerFormSchema>;

/** PUT /api/offers/:id: a full edit, the table's visibility toggle ({isActive}) or any part of the form. */
export const offerEditSchema = editSchema(offerFormSchema);
export type OfferEditValues = z.output<typeof offerEditSchema>;

export type OfferDto = {
  id: string;
  title: string;
  description: string | null;
  originalPrice: string;
  discountedPrice: string;
  imageUrl: string | null;
  branches: string[];
  isActive: boolean;
  createdAt: string;
};
