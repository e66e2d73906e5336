import { z } from "zod";
import { honeypotField, requiredFreeText, requiredText } from "./fields";

export const REVIEW_NOT_FOUND = "التقييم غير موجود";

export const REVIEW_MESSAGES = {
  name: "الاسم يجب أن يكون حرفين على الأقل",
  ratingRequired: "يجب اختيار التقييم",
  ratingRange: "التقييم يجب أن يكون بين 1 و 5",
  comment: "الرأي يجب أن يكون 10 أحرف على الأقل",
} as const;

// Numeric strings ("4") come from some clients; anything else missing or non-numeric means "not chosen".
const ratingField = (missing: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: missing }).min(1, missing).max(5, REVIEW_MESSAGES.ratingRange).int(REVIEW_MESSAGES.ratingRange),
  );

/**
 * A visitor's review (POST /api/submit-review). There is no `approved` key: zod drops unknown keys,
 * so a forged approval never reaches the database.
 */
export const submitReviewSchema = z.object({
  customerName: requiredText(REVIEW_MESSAGES.name, 2, 100),
  rating: ratingField(REVIEW_MESSAGES.ratingRequired),
  comment: requiredFreeText(REVIEW_MESSAGES.comment, 10, 2000),
  isActive: z.boolean().optional().default(true),
  ...honeypotField,
});
export type SubmitReviewInput = z.input<typeof submitReviewSchema>;
export type SubmitReviewData = z.output<typeof submitReviewSchema>;

/** An administrator adds a review by hand (POST /api/reviews): rating defaults to 5; approval is not supplied. */
export const createReviewSchema = z.object({
  customerName: requiredText("اسم العميل مطلوب", 1, 100),
  rating: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? 5 : value),
    ratingField(REVIEW_MESSAGES.ratingRange),
  ),
  comment: requiredFreeText("التعليق مطلوب", 1, 2000),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReviewData = z.output<typeof createReviewSchema>;

export const reviewVisibilitySchema = z.object({
  isActive: z.boolean({ error: "يجب إرسال حالة الظهور (صح أو خطأ)" }),
});
