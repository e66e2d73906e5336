import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { normalizeInvoice } from "@shared/normalize";
import type { LotteryWin } from "@shared/schema/lottery-forms";
import type { Db } from "../../db/client";
import { lotteryEntries, prizes } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/pg-errors";

const activePrizes = (db: Db) =>
  db.select({ id: prizes.id, name: prizes.name }).from(prizes).where(eq(prizes.isActive, true));

/**
 * One entry per invoice: the unique index decides races (exactly one insert wins), never a prior lookup.
 * The prize is chosen uniformly among the active prizes; with none, nothing is stored and the invoice stays usable.
 */
export async function enterDraw(db: Db, input: { invoiceNumber: string; phoneNumber: string }): Promise<LotteryWin> {
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
      invoiceNumber: entry.invoiceNumber,
      prize,
      status: entry.status,
      submittedAt: entry.submittedAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "رقم الفاتورة مستخدم مسبقاً");
    throw error;
  }
}

const DECOY_PRIZE = "هدية مجانية";

/** What a bot that filled the honeypot is told it won: shaped like a real win, naming a real active prize when there is one. */
export async function decoyWin(db: Db, invoiceNumber: unknown): Promise<LotteryWin> {
  const candidates = await activePrizes(db);
  const name = candidates.length ? candidates[randomInt(candidates.length)].name : DECOY_PRIZE;
  return {
    id: randomUUID(),
    invoiceNumber: typeof invoiceNumber === "string" ? invoiceNumber.trim().slice(0, 255) : "",
    prize: { id: randomUUID(), name },
    status: "pending",
    submittedAt: new Date().toISOString(),
  };
}
