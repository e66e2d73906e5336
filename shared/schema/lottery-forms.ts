import { z } from "zod";
import { branchNameOf } from "../branches";
import { normalizeInvoice } from "../normalize";
import { digitsText, honeypotField, phoneField, requiredText } from "./fields";
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

export const createPrizeSchema = z.object({ name: prizeName, isActive: prizeActive.default(true) });
export type CreatePrizeInput = z.input<typeof createPrizeSchema>;

// The dashboard sends name and isActive; a lone isActive (a quick toggle) is accepted too.
export const updatePrizeSchema = z
  .object({ name: prizeName.optional(), isActive: prizeActive.optional() })
  .refine((v) => v.name !== undefined || v.isActive !== undefined, { message: "لم يتم إرسال أي تعديل" });
export type UpdatePrizeInput = z.input<typeof updatePrizeSchema>;

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
    .refine((slug) => slug === "" || !!branchNameOf(slug), COUNTER_MESSAGES_BRANCH)
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
} as const;

/** The cashier's look-up: the invoice as printed, in any spelling (its normal form is compared). */
export const invoiceLookupSchema = z.object({ invoice: invoiceField });
export type InvoiceLookup = z.input<typeof invoiceLookupSchema>;

/** Handing a prize over at the counter: the branch (slug) it is handed over at. */
export const handOverSchema = z.object({
  branch: z.string({ error: COUNTER_MESSAGES.branch }).refine((slug) => !!branchNameOf(slug), COUNTER_MESSAGES.branch),
});
export type HandOverInput = z.infer<typeof handOverSchema>;
