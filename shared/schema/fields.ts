import { z } from "zod";
import "../zod-arabic";
import { isMobile, nationalPhone } from "../jordan-phone";
import { normalizePriceText, toLatinDigits } from "../normalize";
import { HOSTILE_TEXT, hasHostileChars, plainSpaces, stripHostileChars } from "../text";

export const MAX_PRICE = 99_999_999.99;

/**
 * A price as the forms and the API accept it: a JSON number or a numeric string, Arabic digits allowed.
 * Output is the numeric(10,2) text Postgres returns ("3.50").
 */
export const PRICE_MESSAGES = {
  invalid: "يجب إدخال سعر صحيح",
  ambiguous: "صيغة السعر غير واضحة، اكتب الكسور بعد فاصلة أو نقطة واحدة مثل 3.50",
  precision: "السعر يجب ألا يزيد عن منزلتين عشريتين",
  negative: "السعر لا يمكن أن يكون سالباً",
  tooLarge: "السعر أكبر من المسموح",
} as const;

export const priceField = (requiredMessage: string) =>
  z.union([z.number(), z.string()], { error: requiredMessage }).transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (typeof value === "string" && value.trim() === "") return fail(requiredMessage);
    const parsed = typeof value === "number" ? { text: String(value) } : normalizePriceText(value);
    if ("error" in parsed) return fail(PRICE_MESSAGES[parsed.error]);
    const amount = Number(parsed.text);
    if (!Number.isFinite(amount)) return fail(PRICE_MESSAGES.invalid);
    if (amount < 0) return fail(PRICE_MESSAGES.negative);
    if (amount > MAX_PRICE) return fail(PRICE_MESSAGES.tooLarge);
    return amount.toFixed(2);
  });

/** An optional price: absent, null and blank all mean "no price" (stored as null). */
export const optionalPriceField = () =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    priceField("يجب إدخال سعر صحيح").nullable(),
  );

/**
 * Required one-line text (names, titles): missing, non-string and too short (after trimming) all give
 * the same Arabic message; control, line-breaking and invisible characters are refused, and every kind
 * of space is stored as the plain one.
 */
export const requiredText = (message: string, min = 1, max = 5000) =>
  z
    .string({ error: message })
    .refine((v) => !hasHostileChars(v), HOSTILE_TEXT)
    .overwrite(plainSpaces)
    .trim()
    .min(min, message)
    .max(max, "النص أطول من المسموح");

/** Required free text (comments, terms, questions): invisible characters are stripped, then trimmed and measured. */
export const requiredFreeText = (message: string, min = 1, max = 5000) =>
  z
    .string({ error: message })
    .transform(stripHostileChars)
    .pipe(z.string().trim().min(min, message).max(max, "النص أطول من المسموح"));

/** Optional free text: invisible characters stripped, trimmed, blank means absent (null). */
export const optionalText = (max = 5000, tooLong = "النص أطول من المسموح") =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const text = stripHostileChars(value);
      return text.trim() === "" ? null : text;
    },
    z
      .string()
      .trim()
      .max(max, tooLong)
      .nullish()
      .transform((v) => v ?? null),
  );

/** Digits as Latin, spaces trimmed: invoice numbers; control and invisible characters refused. */
export const digitsText = (message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .refine((v) => !hasHostileChars(v), HOSTILE_TEXT)
    .transform((v) => toLatinDigits(v).trim());

export const MIN_PHONE = 10;
export const PHONE_MESSAGES = {
  tooShort: "رقم الهاتف يجب أن يكون 10 أرقام على الأقل",
  invalid: "رقم الهاتف غير صحيح",
} as const;

/**
 * A visitor's phone (draw entry, job application): a Jordanian mobile number however it is written
 * (079 123 4567, 079-123-4567, +962791234567, 00962791234567, 962791234567, Arabic-Indic digits),
 * stored in its national form "0791234567" so one number is one value to search for. Fewer than ten
 * characters as typed is "too short", anything else that is not a Jordanian mobile is "invalid".
 */
export const phoneField = () =>
  z
    .string({ error: PHONE_MESSAGES.tooShort })
    .refine((v) => !hasHostileChars(v), HOSTILE_TEXT)
    .transform((v) => toLatinDigits(v).trim())
    .pipe(
      z
        .string()
        .min(MIN_PHONE, PHONE_MESSAGES.tooShort)
        .max(20, PHONE_MESSAGES.invalid)
        .transform((typed, ctx) => {
          const national = nationalPhone(typed);
          if (national && isMobile(national)) return national;
          ctx.addIssue({ code: "custom", message: PHONE_MESSAGES.invalid });
          return z.NEVER;
        }),
    );

/**
 * The body of an edit (PUT) from a create schema: every field optional, and a field left out keeps its
 * stored value (edits keep what they do not name); only an explicit null or empty value
 * clears one. An edit that names nothing is a 400.
 */
export const editSchema = <T extends z.ZodObject>(schema: T) =>
  schema
    .partial()
    .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "لم يتم إرسال أي تعديل" });

/** The move up/down buttons of an ordered list: one call swaps a row with its neighbour. */
export const moveSchema = z.object({
  direction: z.enum(["up", "down"], { error: "اتجاه النقل غير صحيح" }),
});
export type MoveDirection = z.infer<typeof moveSchema>["direction"];

export const uuidParam = z.string().uuid();

export const UNKNOWN_BRANCH = "فرع غير معروف، اختر من قائمة الفروع";

/**
 * The branches (names) a dish or offer is sold at, or a prize collected at; none means every branch.
 * The server checks each is an open branch's name when it writes the list.
 */
export const branchesField = () =>
  z
    .array(z.string({ error: UNKNOWN_BRANCH }).trim().min(1, UNKNOWN_BRANCH).max(40, UNKNOWN_BRANCH), {
      error: "قائمة الفروع غير صحيحة",
    })
    .nullish()
    .transform((list) => [...new Set(list ?? [])]);

/** Spam trap: a hidden field people never fill. */
export const honeypotField = { website: z.string().optional() };
export const HONEYPOT_FIELD = "website";
