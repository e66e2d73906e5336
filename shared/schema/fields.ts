import { z } from "zod";
import { normalizeNumberText, toLatinDigits } from "../normalize";
import { HOSTILE_TEXT, hasHostileChars, stripHostileChars } from "../text";

export const MAX_PRICE = 99_999_999.99;

/**
 * A price as the forms and the API accept it: a JSON number or a numeric string, Arabic digits allowed.
 * Output is the numeric(10,2) text Postgres returns ("3.50").
 */
export const priceField = (requiredMessage: string) =>
  z
    .union([z.number(), z.string()], { error: requiredMessage })
    .transform((value, ctx) => {
      const text = typeof value === "number" ? String(value) : normalizeNumberText(value);
      if (text === "") {
        ctx.addIssue({ code: "custom", message: requiredMessage });
        return z.NEVER;
      }
      const amount = Number(text);
      if (!Number.isFinite(amount) || !/^-?\d+(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: "custom", message: "يجب إدخال سعر صحيح" });
        return z.NEVER;
      }
      if (amount < 0) {
        ctx.addIssue({ code: "custom", message: "السعر لا يمكن أن يكون سالباً" });
        return z.NEVER;
      }
      if (amount > MAX_PRICE) {
        ctx.addIssue({ code: "custom", message: "السعر أكبر من المسموح" });
        return z.NEVER;
      }
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
 * the same Arabic message; control, zero-width and bidi characters are refused.
 */
export const requiredText = (message: string, min = 1, max = 5000) =>
  z
    .string({ error: message })
    .refine((v) => !hasHostileChars(v), HOSTILE_TEXT)
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
export const optionalText = (max = 5000) =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const text = stripHostileChars(value);
      return text.trim() === "" ? null : text;
    },
    z.string().trim().max(max, "النص أطول من المسموح").nullish().transform((v) => v ?? null),
  );

/** Digits as Latin, spaces trimmed: phone and invoice numbers; invisible characters refused. */
export const digitsText = (message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .refine((v) => !hasHostileChars(v), HOSTILE_TEXT)
    .transform((v) => toLatinDigits(v).trim());

/**
 * The body of an edit (PUT) from a create schema: every field optional, and a field left out keeps its
 * stored value (DECISIONS.md: edits keep what they do not name); only an explicit null or empty value
 * clears one. An edit that names nothing is a 400.
 */
export const editSchema = <T extends z.ZodObject>(schema: T) =>
  schema.partial().refine((value) => Object.values(value).some((v) => v !== undefined), { message: "لم يتم إرسال أي تعديل" });

export const uuidParam = z.string().uuid();

/** Spam trap: a hidden field people never fill. */
export const honeypotField = { website: z.string().optional() };
export const HONEYPOT_FIELD = "website";
