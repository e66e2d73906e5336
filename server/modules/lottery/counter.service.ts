import { and, eq, sql } from "drizzle-orm";
import { normalizeInvoice } from "@shared/normalize";
import { COUNTER_MESSAGES, ENTRY_NOT_FOUND } from "@shared/schema/lottery-forms";
import type { Db } from "../../db/client";
import { lotteryEntries, prizes } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { assertOpenBranchSlugs } from "../branches/branch-list.service";
import { branchNameBySlug } from "../branches/branches.service";
import { entryById } from "./entries.service";

/** The branches (names) a prize can be collected at; none (or a deleted prize) means every branch. */
async function collectedAt(db: Db, prizeId: string | null): Promise<string[]> {
  if (!prizeId) return [];
  const [prize] = await db.select({ branches: prizes.branches }).from(prizes).where(eq(prizes.id, prizeId));
  return prize?.branches ?? [];
}

/** What the counter is shown: the entry without the winner's phone number, and where its prize is collected. */
async function counterView(db: Db, id: string) {
  const { phoneNumber: _phone, prizeId, ...entry } = await entryById(db, id);
  return { ...entry, prizeBranches: await collectedAt(db, prizeId) };
}

/** The entry of an invoice typed as printed: its normal form is the one the draw stored. */
export async function lookupInvoice(db: Db, invoice: string) {
  const [row] = await db
    .select({ id: lotteryEntries.id })
    .from(lotteryEntries)
    .where(eq(lotteryEntries.invoiceNormal, normalizeInvoice(invoice)));
  if (!row) throw notFound(COUNTER_MESSAGES.noEntry);
  return counterView(db, row.id);
}

/**
 * Hands a pending entry's prize over: claimed, with the branch, the time and the staff member. One
 * conditional update, so two counters handing the same prize over at once record it once; the other
 * is told it was already handed over. A prize collected only at some branches is refused at any other,
 * and the refusal names them.
 */
export async function handOver(tx: Db, id: string, branch: string, by: { id: string; username: string | null }) {
  const [target] = await tx
    .select({ prizeId: lotteryEntries.prizeId, status: lotteryEntries.status })
    .from(lotteryEntries)
    .where(eq(lotteryEntries.id, id));
  if (!target) throw notFound(ENTRY_NOT_FOUND);
  // Handed over at an open branch only: a closed one keeps its past hand-overs, and takes no more.
  await assertOpenBranchSlugs(tx, [branch], COUNTER_MESSAGES.branch);
  const branches = await collectedAt(tx, target.prizeId);
  const here = await branchNameBySlug(tx, branch);
  // A prize no longer waiting is told so below, whatever the branch.
  if (target.status === "pending" && branches.length > 0 && (!here || !branches.includes(here)))
    throw new AppError("conflict", COUNTER_MESSAGES.otherBranches(branches));
  const [updated] = await tx
    .update(lotteryEntries)
    .set({
      status: "claimed",
      handedOverAt: sql`now()`,
      handedOverBranch: branch,
      handedOverById: by.id,
      handedOverByName: by.username,
    })
    .where(and(eq(lotteryEntries.id, id), eq(lotteryEntries.status, "pending")))
    .returning({ id: lotteryEntries.id });
  if (!updated) {
    const [entry] = await tx
      .select({ status: lotteryEntries.status })
      .from(lotteryEntries)
      .where(eq(lotteryEntries.id, id));
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    throw new AppError(
      "conflict",
      entry.status === "rejected" ? COUNTER_MESSAGES.rejected : COUNTER_MESSAGES.alreadyHandedOver,
    );
  }
  return counterView(tx, id);
}
