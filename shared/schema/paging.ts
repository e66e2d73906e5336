import { z } from "zod";
import { toLatinDigits } from "../normalize";
import { HOSTILE_TEXT, hasHostileChars } from "../text";

/**
 * Opt-in paging of admin lists. A list endpoint's body stays the plain array;
 * `?page=&pageSize=` narrows it to one page (newest first) and the total of all matches travels
 * in a header, so clients that ignore paging keep working.
 */
export const DEFAULT_PAGE_SIZE = 50;
/** Larger sizes are refused (400), not clamped: a caller asking for more would silently get less. */
export const MAX_PAGE_SIZE = 200;

export const PAGE_MESSAGE = "رقم الصفحة غير صحيح";
export const PAGE_SIZE_MESSAGE = "حجم الصفحة غير صحيح";

export const pagingQueryFields = {
  page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).optional(),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE)
    .optional(),
};
export type PageQuery = { page?: number; pageSize?: number };

/** A free-text search term: Arabic-Indic digits as Latin (phones are stored that way), trimmed, at most 100 characters. */
export const searchQueryField = z
  .string({ error: "نص البحث غير صحيح" })
  .refine((v) => !hasHostileChars(v), HOSTILE_TEXT)
  .optional()
  .transform((v) =>
    toLatinDigits(v ?? "")
      .trim()
      .slice(0, 100),
  );
