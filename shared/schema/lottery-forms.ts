import { z } from "zod";
import { BRANCH_SLUG_PATTERN } from "../branches";
import { normalizeInvoice } from "../normalize";
import { branchesField, digitsText, honeypotField, phoneField, requiredText } from "./fields";
import { optionalCount } from "./draw-forms";
import { lotteryStatuses, type LotteryStatus } from "./enums";
import { pagingQueryFields, searchQueryField } from "./paging";

export const PRIZE_NOT_FOUND = "الجائزة غير موجودة";
export const ENTRY_NOT_FOUND = "المشاركة غير موجودة";

export const INVOICE_REQUIRED = "رقم الفاتورة مطلوب";
const COUNTER_MESSAGES_BRANCH = "اختر فرع التسليم";

// Visitors type Arabic-Indic digits on Arabic keyboards; the unique index must see one spelling.
const invoiceField = digitsText(INVOICE_REQUIRED).pipe(
  z
    .string()
    .max(255, "رقم الفاتورة يجب ألا يزيد عن 255 حرفاً")
    // Only spaces and dashes is no invoice at all once normalised.
    .refine((v) => normalizeInvoice(v) !== "", INVOICE_REQUIRED),
);

/** The /win form and POST /api/lottery. */
export const lotteryEntrySchema = z.object({
  invoiceNumber: invoiceField,
  phoneNumber: phoneField(),
  ...honeypotField,
});
export type LotteryEntryInput = z.input<typeof lotteryEntrySchema>;

const prizeName = requiredText("اسم الجائزة مطلوب", 1, 200);
const prizeActive = z.boolean({ error: "حالة الجائزة يجب أن تكون صح أو خطأ" });

export const PRIZE_MESSAGES = {
  stock: "الكمية يجب أن تكون عدداً صحيحاً من 0 إلى 1000000، أو اتركها فارغة بلا حد",
  weight: "الوزن يجب أن يكون عدداً صحيحاً من 1 إلى 1000",
} as const;

// How many are left (blank: no limit), its weight in the draw (blank: 1, the same as every other) and
// the branches it can be collected at (none: every branch).
const prizeStock = optionalCount(PRIZE_MESSAGES.stock, 0, 1_000_000);
const prizeWeight = optionalCount(PRIZE_MESSAGES.weight, 1, 1000).transform((weight) => weight ?? 1);

export const createPrizeSchema = z.object({
  name: prizeName,
  isActive: prizeActive.default(true),
  stock: prizeStock,
  weight: prizeWeight,
  branches: branchesField(),
});
export type CreatePrizeInput = z.input<typeof createPrizeSchema>;
export type CreatePrize = z.output<typeof createPrizeSchema>;

// The dashboard sends every field; a lone isActive (a quick toggle) or any other subset is accepted
// too, and a field left out keeps its value.
export const updatePrizeSchema = z
  .object({
    name: prizeName.optional(),
    isActive: prizeActive.optional(),
    stock: prizeStock.optional(),
    weight: prizeWeight.optional(),
    branches: branchesField().optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), { message: "لم يتم إرسال أي تعديل" });
export type UpdatePrizeInput = z.output<typeof updatePrizeSchema>;

export const entryStatusSchema = z.object({
  status: z.enum(lotteryStatuses, { error: "الحالة يجب أن تكون قيد الانتظار أو تم الاستلام أو مرفوض" }),
});
export type EntryStatusInput = z.infer<typeof entryStatusSchema>;

/** Query of GET /api/lottery-entries and its CSV export; every field optional. */
export const entriesQuerySchema = z.object({
  search: searchQueryField,
  // The branch (slug) prizes were handed over at; blank is every branch.
  branch: z
    .string({ error: COUNTER_MESSAGES_BRANCH })
    .refine((slug) => slug === "" || BRANCH_SLUG_PATTERN.test(slug), COUNTER_MESSAGES_BRANCH)
    .optional()
    .transform((slug) => slug || undefined),
  ...pagingQueryFields,
});
export type EntriesQuery = z.input<typeof entriesQuerySchema>;

export const statusLabels: Record<LotteryStatus, string> = {
  pending: "قيد الانتظار",
  claimed: "تم الاستلام",
  rejected: "مرفوض",
};

export const UNKNOWN_PRIZE = "غير معروف";

/** Shown (list and CSV) where an erased entry's invoice and phone were. */
export const ERASED_VALUE = "محذوف";

export const COUNTER_MESSAGES = {
  noEntry: "لا توجد مشاركة بهذه الفاتورة",
  alreadyHandedOver: "سُلّمت جائزة هذه الفاتورة من قبل",
  rejected: "هذه المشاركة مرفوضة، لا تُسلّم جائزتها",
  branch: COUNTER_MESSAGES_BRANCH,
  handedOverNow: "تم التسليم الآن",
  confirmInvoice: "أكّد أن الفاتورة الأصلية معك قبل تسليم الجائزة",
  otherBranches: (names: readonly string[]) => `لا تُسلّم هذه الجائزة في هذا الفرع، تُسلّم في: ${names.join("، ")}`,
} as const;

/** The cashier's look-up: the invoice as printed, in any spelling (its normal form is compared). */
export const invoiceLookupSchema = z.object({ invoice: invoiceField });
export type InvoiceLookup = z.input<typeof invoiceLookupSchema>;

/**
 * Handing a prize over at the counter: the branch (slug) it is handed over at, and the cashier's word
 * that they hold the original invoice.
 */
export const handOverSchema = z.object({
  branch: z.string({ error: COUNTER_MESSAGES.branch }).regex(BRANCH_SLUG_PATTERN, COUNTER_MESSAGES.branch),
  originalInvoice: z
    .boolean({ error: COUNTER_MESSAGES.confirmInvoice })
    .refine((held) => held, COUNTER_MESSAGES.confirmInvoice),
});
export type HandOverInput = z.infer<typeof handOverSchema>;
