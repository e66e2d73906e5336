import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { normalizeInvoice } from "@shared/normalize";
import type { LotteryWinDto } from "@shared/api/lottery.contract";
import type { Db } from "../../db/client";
import { lotteryEntries, prizes } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { dryRun } from "../../lib/dry-run";
import { isUniqueViolation } from "../../lib/pg-errors";

const activePrizes = (db: Db) =>
  db.select({ id: prizes.id, name: prizes.name }).from(prizes).where(eq(prizes.isActive, true));

/**
 * One entry per invoice: the unique index decides races (exactly one insert wins), never a prior lookup.
 * The prize is chosen uniformly among the active prizes; with none, nothing is stored and the invoice stays usable.
 */
export async function enterDraw(db: Db, input: { invoiceNumber: string; phoneNumber: string }): Promise<LotteryWinDto> {
  const candidates = await activePrizes(db);
  if (candidates.length === 0) throw new AppError("conflict", "لا توجد جوائز متاحة حالياً");
  const prize = candidates[randomInt(candidates.length)];
  try {
    const [entry] = await db
      .insert(lotteryEntries)
      .values({
        invoiceNumber: input.invoiceNumber,
        invoiceNormal: normalizeInvoice(input.invoiceNumber),
        phoneNumber: input.phoneNumber,
        prizeId: prize.id,
      })
      .returning();
    return {
      id: entry.id,
      invoiceNumber: input.invoiceNumber,
      prize,
      status: entry.status,
      submittedAt: entry.submittedAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "رقم الفاتورة مستخدم مسبقاً");
    throw error;
  }
}

/**
 * What a bot that filled the honeypot is told: the real draw run in a transaction that is rolled
 * back, so it names a real prize with its real id, refuses a used invoice the same way, and stores nothing.
 */
export const decoyWin = (db: Db, input: { invoiceNumber: string; phoneNumber: string }): Promise<LotteryWinDto> =>
  dryRun(db, (tx) => enterDraw(tx, input));
