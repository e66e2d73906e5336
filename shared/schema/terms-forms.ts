import { z } from "zod";
import { requiredFreeText } from "./fields";

export const TERMS_REQUIRED = "يرجى إدخال محتوى الشروط والأحكام";

export const updateTermsSchema = z.object({
  content: requiredFreeText(TERMS_REQUIRED, 1, 50_000),
});
export type UpdateTermsInput = z.infer<typeof updateTermsSchema>;

/** updatedAt is null until the first save. */
export type TermsView = { content: string; updatedAt: string | null };
