import { z } from "zod";
import { isRealDate } from "../amman-time";
import { toLatinDigits } from "../normalize";
import { invoiceCharacterSets } from "./enums";

export const DRAW_SETTINGS_MESSAGES = {
  wins: "الحد يجب أن يكون عدداً صحيحاً بين 1 و1000، أو اتركه فارغاً بلا حد",
  date: "التاريخ غير صحيح",
  periodOrder: "نهاية فترة السحب يجب ألا تسبق بدايتها",
  characters: "اختر نوع رقم الفاتورة من القائمة",
  length: "الطول يجب أن يكون عدداً صحيحاً بين 1 و255، أو اتركه فارغاً",
  lengthOrder: "أقصى طول يجب ألا يقل عن أدنى طول",
} as const;

const blankIsNull = (value: unknown) =>
  value === "" || value === undefined ? null : typeof value === "string" ? toLatinDigits(value).trim() || null : value;

/** A whole number in [min, max] as a form or JSON sends it (Arabic digits allowed); blank is null (no limit). */
export const optionalCount = (message: string, min: number, max: number) =>
  z.preprocess(
    blankIsNull,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

const optionalDay = z.preprocess(
  blankIsNull,
  z.string({ error: DRAW_SETTINGS_MESSAGES.date }).refine(isRealDate, DRAW_SETTINGS_MESSAGES.date).nullable(),
);

/** PUT /api/admin/draw-settings: the whole set, blank fields meaning no limit. */
export const drawSettingsSchema = z
  .object({
    winsPerPhonePerDay: optionalCount(DRAW_SETTINGS_MESSAGES.wins, 1, 1000),
    winsPerPhonePerPeriod: optionalCount(DRAW_SETTINGS_MESSAGES.wins, 1, 1000),
    periodStart: optionalDay,
    periodEnd: optionalDay,
    invoiceCharacters: z.enum(invoiceCharacterSets, { error: DRAW_SETTINGS_MESSAGES.characters }),
    invoiceMinLength: optionalCount(DRAW_SETTINGS_MESSAGES.length, 1, 255),
    invoiceMaxLength: optionalCount(DRAW_SETTINGS_MESSAGES.length, 1, 255),
  })
  .superRefine((v, ctx) => {
    if (v.periodStart && v.periodEnd && v.periodEnd < v.periodStart)
      ctx.addIssue({ code: "custom", path: ["periodEnd"], message: DRAW_SETTINGS_MESSAGES.periodOrder });
    if (v.invoiceMinLength !== null && v.invoiceMaxLength !== null && v.invoiceMaxLength < v.invoiceMinLength)
      ctx.addIssue({ code: "custom", path: ["invoiceMaxLength"], message: DRAW_SETTINGS_MESSAGES.lengthOrder });
  });
export type DrawSettingsInput = z.input<typeof drawSettingsSchema>;
export type DrawSettings = z.output<typeof drawSettingsSchema>;

/** A new installation's rules: none. */
export const NO_DRAW_RULES: DrawSettings = {
  winsPerPhonePerDay: null,
  winsPerPhonePerPeriod: null,
  periodStart: null,
  periodEnd: null,
  invoiceCharacters: "any",
  invoiceMinLength: null,
  invoiceMaxLength: null,
};
