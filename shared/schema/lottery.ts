import { index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, isActive } from "./columns";
import { invoiceCharacterSets, lotteryStatuses } from "./enums";

export const prizes = pgTable("prizes", {
  id: id(),
  name: text("name").notNull(),
  isActive: isActive(),
  createdAt: createdAt(),
  // How many are left to win; null is no limit. At 0 the prize is out of the draw.
  stock: integer("stock"),
  // Its share of the draw against the other prizes in it (2 is drawn twice as often as 1).
  weight: integer("weight").notNull().default(1),
  // The branch names it can be collected at; none means every branch.
  branches: text("branches").array().notNull().default([]),
});

/**
 * The draw's rules, one row (id 1) written on the owner's first save; no row, or a null field, is no
 * limit: any invoice text, no per-phone limit, no period.
 */
export const drawSettings = pgTable("draw_settings", {
  id: integer("id").primaryKey().default(1),
  winsPerPhonePerDay: integer("wins_per_phone_per_day"),
  winsPerPhonePerPeriod: integer("wins_per_phone_per_period"),
  // Amman calendar days ("yyyy-mm-dd"), both included.
  periodStart: text("period_start"),
  periodEnd: text("period_end"),
  invoiceCharacters: text("invoice_characters", { enum: invoiceCharacterSets }).notNull().default("any"),
  invoiceMinLength: integer("invoice_min_length"),
  invoiceMaxLength: integer("invoice_max_length"),
});

// prizeId has no foreign key on purpose: deleting a prize keeps its entries.
export const lotteryEntries = pgTable(
  "lottery_entries",
  {
    id: id(),
    // As the visitor typed it (digits made Latin), for the admin; the unique rule is on invoiceNormal.
    // null once the entry's personal data was erased (on request or by retention).
    invoiceNumber: varchar("invoice_number", { length: 255 }),
    // normalizeInvoice(invoiceNumber): one entry per invoice however it was spelled. It outlives
    // erasure, so an erased entry's invoice can never win again.
    invoiceNormal: varchar("invoice_normal", { length: 255 }).notNull().unique(),
    // null once erased, like invoiceNumber.
    phoneNumber: varchar("phone_number", { length: 20 }),
    prizeId: uuid("prize_id"),
    status: text("status", { enum: lotteryStatuses }).notNull().default("pending"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    // When the phone and typed invoice were erased; the prize, status and dates stay for the draw.
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    // Where and by whom the prize was handed over at the counter (set with status "claimed"). The
    // staff member's id and name as they were: an account is never deleted, the name is for the list.
    handedOverAt: timestamp("handed_over_at", { withTimezone: true }),
    handedOverBranch: text("handed_over_branch"),
    handedOverById: uuid("handed_over_by_id"),
    handedOverByName: text("handed_over_by_name"),
  },
  (t) => [
    index("lottery_entries_submitted_idx").on(t.submittedAt),
    index("lottery_entries_prize_idx").on(t.prizeId),
    index("lottery_entries_handed_over_branch_idx").on(t.handedOverBranch),
    // A phone's wins in a day or a draw period are counted on every entry.
    index("lottery_entries_phone_submitted_idx").on(t.phoneNumber, t.submittedAt),
    // Substring search over a million entries (ILIKE '%...%'): trigram indexes, pg_trgm made by the migration.
    index("lottery_entries_invoice_trgm_idx").using("gin", t.invoiceNumber.op("gin_trgm_ops")),
    index("lottery_entries_phone_trgm_idx").using("gin", t.phoneNumber.op("gin_trgm_ops")),
  ],
);

export type Prize = typeof prizes.$inferSelect;
export type LotteryEntry = typeof lotteryEntries.$inferSelect;
export type DrawSettingsRow = typeof drawSettings.$inferSelect;
