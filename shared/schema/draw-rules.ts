import type { DateKey } from "../amman-time";
import { normalizeInvoice } from "../normalize";
import type { InvoiceCharacterSet } from "./enums";

// The draw's rules the owner sets (per-phone limits, the draw period, what an invoice number looks
// like) as plain functions and words without zod: the /win page reads them before any form code.

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

/** Where a prize can be collected, in words: its branches, or every branch. */
export const collectedAtText = (branches: readonly string[]) => (branches.length ? branches.join("، ") : "جميع الفروع");
