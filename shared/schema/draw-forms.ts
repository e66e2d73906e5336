import { z } from "zod";
import { isRealDate, type DateKey } from "../amman-time";
import { normalizeInvoice, toLatinDigits } from "../normalize";
import { invoiceCharacterSets, type InvoiceCharacterSet } from "./enums";

// The draw's rules the owner sets: per-phone limits, the draw period, and what an invoice number looks like.

const DAY_FORMAT = new Intl.DateTimeFormat("ar-JO-u-nu-latn", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-07-01" -> "1 تموز 2026": a calendar day, the same text on the server and in every browser. */
export const formatDay = (day: DateKey) =>
  DAY_FORMAT.format(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))));

export const DRAW_MESSAGES = {
  noPrizes: "لا توجد جوائز متاحة حالياً",
  ended: "انتهت فترة السحب، والسحب مغلق حالياً",
  opensOn: (day: DateKey) => `السحب مغلق حالياً، وتبدأ فترة السحب القادمة في ${formatDay(day)}`,
  perDay: (limit: number) => `وصل هذا الرقم إلى الحد الأقصى للفوز اليوم (${limit})، حاول مرة أخرى غداً`,
  perPeriod: (limit: number) => `وصل هذا الرقم إلى الحد الأقصى للفوز في فترة السحب (${limit})`,
} as const;

/** Why the draw cannot be entered now: no prize left, the period has not begun, or it is over. */
export type DrawClosedReason = "no-prizes" | "not-started" | "ended";

export function drawClosedMessage(reason: DrawClosedReason, opensOn: DateKey | null): string {
  if (reason === "not-started" && opensOn) return DRAW_MESSAGES.opensOn(opensOn);
  return reason === "no-prizes" ? DRAW_MESSAGES.noPrizes : DRAW_MESSAGES.ended;
}

export type DrawPeriod = { periodStart: DateKey | null; periodEnd: DateKey | null };

/** Whether Amman's `today` is outside the period (both days included), and why; null inside it or with no period. */
export function outsidePeriod(
  period: DrawPeriod,
  today: DateKey,
): { reason: DrawClosedReason; opensOn: DateKey | null } | null {
  if (period.periodStart && today < period.periodStart) return { reason: "not-started", opensOn: period.periodStart };
  if (period.periodEnd && today > period.periodEnd) return { reason: "ended", opensOn: null };
  return null;
}

export type InvoiceRule = {
  invoiceCharacters: InvoiceCharacterSet;
  invoiceMinLength: number | null;
  invoiceMaxLength: number | null;
};

const CHARACTER_WORDS: Record<InvoiceCharacterSet, string | null> = {
  any: null,
  digits: "أرقام فقط",
  alnum: "أحرف إنجليزية وأرقام فقط",
};

export const INVOICE_CHARACTER_LABELS: Record<InvoiceCharacterSet, string> = {
  any: "أي نص",
  digits: "أرقام فقط",
  alnum: "أحرف إنجليزية وأرقام",
};

const CHARACTER_PATTERNS: Record<InvoiceCharacterSet, RegExp> = {
  any: /^/,
  digits: /^[0-9]+$/,
  alnum: /^[a-z0-9]+$/,
};

/** The rule in words ("أرقام فقط، من 6 إلى 12 خانة"); null when any invoice text is accepted. */
export function invoiceRuleText({ invoiceCharacters, invoiceMinLength: min, invoiceMaxLength: max }: InvoiceRule) {
  const length =
    min && max ? `من ${min} إلى ${max} خانة` : min ? `${min} خانات على الأقل` : max ? `${max} خانة على الأكثر` : null;
  const parts = [CHARACTER_WORDS[invoiceCharacters], length].filter(Boolean);
  return parts.length ? parts.join("، ") : null;
}

/**
 * Whether an invoice keeps the rule. It is read in its normal form (spaces and dashes dropped, Arabic
 * digits Latin, letters lower case), the form the draw compares, so "123 456" is six digits.
 */
export function keepsInvoiceRule(rule: InvoiceRule, invoice: string): boolean {
  const normal = normalizeInvoice(invoice);
  const length = [...normal].length;
  if (rule.invoiceMinLength !== null && length < rule.invoiceMinLength) return false;
  if (rule.invoiceMaxLength !== null && length > rule.invoiceMaxLength) return false;
  return CHARACTER_PATTERNS[rule.invoiceCharacters].test(normal);
}

export const invoiceRuleMessage = (rule: InvoiceRule) => `رقم الفاتورة غير صحيح، المقبول: ${invoiceRuleText(rule)}`;

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
