import { z } from "zod";
import { BRANCH_SLUG_PATTERN } from "../branches";
import { toLatinDigits } from "../normalize";
import { stripHostileChars } from "../text";
import { type MoveDirection, moveSchema, requiredFreeText, requiredText } from "./fields";

export const MESSAGES = {
  governorateName: "يجب إدخال اسم المحافظة",
  areaName: "يجب إدخال اسم المنطقة",
  areaGovernorate: "يجب اختيار المحافظة",
  areaBranch: "الفرع المختار غير معروف",
  positionTitle: "يجب إدخال اسم الوظيفة",
  question: "يجب إدخال السؤال",
  questionOrder: "يجب إدخال ترتيب السؤال",
} as const;

// The 404s of a path id that names no row.
export const GOVERNORATE_NOT_FOUND = "المحافظة غير موجودة";
export const AREA_NOT_FOUND = "المنطقة غير موجودة";
export const POSITION_NOT_FOUND = "الوظيفة غير موجودة";
export const QUESTION_NOT_FOUND = "السؤال غير موجود";

/** An edit must change something; an empty body is a 400, not a silent no-op. */
const someField = <T extends z.ZodObject>(schema: T) =>
  schema
    .partial()
    .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "لم يتم إرسال أي تعديل" });

const activeFlag = z.boolean({ error: "قيمة الحالة يجب أن تكون صح أو خطأ" });

/** Options typed as one text: split on Latin or Arabic commas and line breaks, trimmed, empties dropped. */
export function parseOptionsText(text: string): string[] | null {
  const options = [
    ...new Set(
      stripHostileChars(text)
        .split(/[,،\r\n]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  return options.length ? options : null;
}

/** Options as the form edits them: one per line, so a saved list survives another save unchanged. */
export const optionsToText = (options: string[] | null | undefined) => (options ?? []).join("\n");

// The API takes the options as text (as the form types them) or as a list; both end up a list or null.
const optionsField = z
  .union([
    z.string().max(5000, "النص أطول من المسموح"),
    z.array(z.string().max(500)).max(50, "عدد الخيارات أكبر من المسموح"),
    z.null(),
  ])
  .transform((value) => (value === null ? null : parseOptionsText(Array.isArray(value) ? value.join("\n") : value)));

const orderField = z.preprocess(
  (value) =>
    typeof value === "string" ? (value.trim() === "" ? undefined : Number(toLatinDigits(value.trim()))) : value,
  z
    .number({ error: MESSAGES.questionOrder })
    .int(MESSAGES.questionOrder)
    .min(1, MESSAGES.questionOrder)
    .max(100_000, MESSAGES.questionOrder),
);

export const governorateSchema = z.object({
  name: requiredText(MESSAGES.governorateName, 2, 100),
  isActive: activeFlag.optional(),
});
export const updateGovernorateSchema = someField(governorateSchema);
export type GovernorateInput = z.infer<typeof governorateSchema>;

export const areaSchema = z.object({
  name: requiredText(MESSAGES.areaName, 2, 100),
  governorateId: z.uuid({ error: MESSAGES.areaGovernorate }),
  // The branch that hires for the area (its manager sees the area's applications); blank is none.
  branchSlug: z
    .preprocess(
      (value) => (value === "" ? null : value),
      z.string({ error: MESSAGES.areaBranch }).regex(BRANCH_SLUG_PATTERN, MESSAGES.areaBranch).nullable(),
    )
    .optional(),
  isActive: activeFlag.optional(),
});
export const updateAreaSchema = someField(areaSchema);
export type AreaInput = z.infer<typeof areaSchema>;

export const positionSchema = z.object({
  title: requiredText(MESSAGES.positionTitle, 2, 150),
  isActive: activeFlag.optional(),
});
export const updatePositionSchema = someField(positionSchema);
export type PositionInput = z.infer<typeof positionSchema>;

export const questionSchema = z.object({
  question: requiredFreeText(MESSAGES.question, 5, 500),
  // Absent on create means "after the last question" (count + 1).
  order: orderField.optional(),
  isActive: activeFlag.optional(),
  options: optionsField.optional(),
});
// The dashboard form always has an order (prefilled with count + 1), so a cleared one is an error there.
export const questionFormSchema = questionSchema.extend({ order: orderField });

// A full body, or only { order } as the reorder buttons send.
export const updateQuestionSchema = someField(questionSchema);
export type QuestionInput = z.input<typeof questionSchema>;

export const moveQuestionSchema = moveSchema;
export type { MoveDirection };

/** The areas list may be narrowed to one governorate. */
export const areasQuerySchema = z.object({
  governorateId: z.uuid({ error: GOVERNORATE_NOT_FOUND }).optional(),
});
