import { and, eq, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { lotteryEntries } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { ENTRY_NOT_FOUND } from "@shared/schema/lottery-forms";

/**
 * What erasing an entry means: the phone and the invoice as typed go; the invoice's normal form
 * stays under its unique index (the same invoice, however spelled, can never win again), and so do
 * the prize, status and dates the draw's records need. The first erasure's time is kept.
 */
const erased = {
  invoiceNumber: null,
  phoneNumber: null,
  erasedAt: sql`coalesce(${lotteryEntries.erasedAt}, now())`,
};

/** Erases one entry on its owner's request; erasing it again changes nothing. */
export async function eraseEntry(tx: Db, id: string): Promise<void> {
  const [row] = await tx
    .update(lotteryEntries)
    .set(erased)
    .where(eq(lotteryEntries.id, id))
    .returning({ id: lotteryEntries.id });
  if (!row) throw notFound(ENTRY_NOT_FOUND);
}

/** Erases every entry not yet erased that was submitted before `cutoff`; returns how many. */
export async function eraseEntriesSubmittedBefore(tx: Db, cutoff: SQL): Promise<number> {
  const rows = await tx
    .update(lotteryEntries)
    .set(erased)
    .where(and(isNull(lotteryEntries.erasedAt), lt(lotteryEntries.submittedAt, cutoff)))
    .returning({ id: lotteryEntries.id });
  return rows.length;
}
