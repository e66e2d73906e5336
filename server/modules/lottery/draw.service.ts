import { and, count, eq, gt, gte, sql } from "drizzle-orm";
import { ammanParts } from "@shared/amman-time";
import { normalizeInvoice } from "@shared/normalize";
import type { LotteryWinDto } from "@shared/api/lottery.contract";
import type { DrawSettings } from "@shared/schema/draw-forms";
import {
  DRAW_MESSAGES,
  drawClosedMessage,
  invoiceRuleMessage,
  keepsInvoiceRule,
  outsidePeriod,
} from "@shared/schema/draw-rules";
import { UNKNOWN_PRIZE } from "@shared/schema/lottery-forms";
import type { Db } from "../../db/client";
import { lotteryEntries, prizes } from "../../db/schema";
import { ammanDayStart } from "../../lib/amman-days";
import { AppError } from "../../lib/app-error";
import { dryRun } from "../../lib/dry-run";
import { isUniqueViolation } from "../../lib/pg-errors";
import { inTheDraw } from "./availability.service";
import { getDrawSettings } from "./draw-settings.service";

export const USED_INVOICE = "رقم الفاتورة مستخدم مسبقاً";

type EntryInput = { invoiceNumber: string; phoneNumber: string };

/** The time of the entry, and the source of the draw's chance: an integer in [0, max). */
export type DrawChance = { now: Date; random: (max: number) => number };

/** What an entry gives: the answer, and whether it took the last one of its prize (the draw may have closed). */
export type DrawOutcome = { win: LotteryWinDto; lastOfPrize: boolean };

type Candidate = { id: string; name: string; weight: number; stock: number | null; branches: string[] };

/** The candidate a roll in [0, total weight) lands on: each takes a stretch as long as its weight. */
export function pickWeighted<T extends { weight: number }>(candidates: readonly T[], roll: number): T {
  let rest = roll;
  for (const candidate of candidates) {
    if (rest < candidate.weight) return candidate;
    rest -= candidate.weight;
  }
  return candidates[candidates.length - 1];
}

/**
 * The invoice's entry when there is one. Entered again with the same phone, its earlier result is
 * the answer; with any other phone (or once its phone was erased) the invoice is used, and nothing of
 * the entry is told.
 */
async function earlierEntry(db: Db, input: EntryInput): Promise<DrawOutcome | null> {
  const [entry] = await db
    .select({
      id: lotteryEntries.id,
      invoiceNumber: lotteryEntries.invoiceNumber,
      phoneNumber: lotteryEntries.phoneNumber,
      status: lotteryEntries.status,
      submittedAt: lotteryEntries.submittedAt,
      prizeId: lotteryEntries.prizeId,
      prizeName: prizes.name,
      prizeBranches: prizes.branches,
    })
    .from(lotteryEntries)
    .leftJoin(prizes, eq(prizes.id, lotteryEntries.prizeId))
    .where(eq(lotteryEntries.invoiceNormal, normalizeInvoice(input.invoiceNumber)));
  if (!entry) return null;
  if (entry.phoneNumber !== input.phoneNumber) throw new AppError("conflict", USED_INVOICE);
  const win: LotteryWinDto = {
    id: entry.id,
    invoiceNumber: entry.invoiceNumber ?? input.invoiceNumber,
    prize: { id: entry.prizeId, name: entry.prizeName ?? UNKNOWN_PRIZE, branches: entry.prizeBranches ?? [] },
    status: entry.status,
    submittedAt: entry.submittedAt.toISOString(),
    earlier: true,
  };
  return { win, lastOfPrize: false };
}

/** Refuses a phone that already has its wins for today, or for the draw period (all time without one). */
async function checkPhoneLimits(tx: Db, phone: string, settings: DrawSettings, today: string) {
  const winsSince = async (day: string | null) => {
    const [row] = await tx
      .select({ n: count() })
      .from(lotteryEntries)
      .where(
        and(
          eq(lotteryEntries.phoneNumber, phone),
          day ? gte(lotteryEntries.submittedAt, ammanDayStart(day)) : undefined,
        ),
      );
    return row.n;
  };
  const { winsPerPhonePerDay: perDay, winsPerPhonePerPeriod: perPeriod } = settings;
  if (perDay !== null && (await winsSince(today)) >= perDay)
    throw new AppError("conflict", DRAW_MESSAGES.perDay(perDay));
  if (perPeriod !== null && (await winsSince(settings.periodStart)) >= perPeriod)
    throw new AppError("conflict", DRAW_MESSAGES.perPeriod(perPeriod));
}

/**
 * Draws a prize among those in the draw, each as likely as its weight, and takes one of its stock.
 * The take is a conditional update (never below 0): an entry that loses the last unit to a concurrent
 * one draws again among the rest.
 */
async function drawPrize(tx: Db, random: DrawChance["random"]): Promise<{ prize: Candidate; left: number | null }> {
  // A weight below 1 (only ever written behind the form's back) counts as 1, so every prize in the draw can win.
  let candidates: Candidate[] = (
    await tx
      .select({
        id: prizes.id,
        name: prizes.name,
        weight: prizes.weight,
        stock: prizes.stock,
        branches: prizes.branches,
      })
      .from(prizes)
      .where(inTheDraw)
      .orderBy(prizes.createdAt, prizes.id)
  ).map((candidate) => ({ ...candidate, weight: Math.max(candidate.weight, 1) }));
  while (candidates.length > 0) {
    const total = candidates.reduce((sum, candidate) => sum + candidate.weight, 0);
    const prize = pickWeighted(candidates, random(total));
    if (prize.stock === null) return { prize, left: null };
    const [taken] = await tx
      .update(prizes)
      .set({ stock: sql`${prizes.stock} - 1` })
      .where(and(eq(prizes.id, prize.id), gt(prizes.stock, 0)))
      .returning({ left: prizes.stock });
    if (taken) return { prize, left: taken.left };
    candidates = candidates.filter((candidate) => candidate.id !== prize.id);
  }
  throw new AppError("conflict", DRAW_MESSAGES.noPrizes);
}

/**
 * One entry per invoice: the unique index decides races (exactly one insert wins). The invoice must
 * keep the owner's rule and today (in Amman) be inside the draw period. The phone's limits, the draw
 * and the stock it takes, and the entry are one transaction, with the invoice and the phone locked
 * against their other entries meanwhile; with no prize left nothing is stored and the invoice stays usable.
 */
export async function enterDraw(db: Db, input: EntryInput, chance: DrawChance): Promise<DrawOutcome> {
  const earlier = await earlierEntry(db, input);
  if (earlier) return earlier;
  const settings = await getDrawSettings(db);
  if (!keepsInvoiceRule(settings, input.invoiceNumber)) throw new AppError("bad_request", invoiceRuleMessage(settings));
  const today = ammanParts(chance.now).date;
  const outside = outsidePeriod(settings, today);
  if (outside) throw new AppError("conflict", drawClosedMessage(outside.reason, outside.opensOn));
  try {
    return await db.transaction(async (tx) => {
      // The invoice first, then the phone, always in that order: entries of one invoice, or of one
      // phone, wait for each other here, before any prize row is touched.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`draw-invoice:${normalizeInvoice(input.invoiceNumber)}`}))`,
      );
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`draw-phone:${input.phoneNumber}`}))`);
      // An entry of this invoice that committed while this one waited is the answer, before any limit.
      const committed = await earlierEntry(tx, input);
      if (committed) return committed;
      await checkPhoneLimits(tx, input.phoneNumber, settings, today);
      const { prize, left } = await drawPrize(tx, chance.random);
      const [entry] = await tx
        .insert(lotteryEntries)
        .values({
          invoiceNumber: input.invoiceNumber,
          invoiceNormal: normalizeInvoice(input.invoiceNumber),
          phoneNumber: input.phoneNumber,
          prizeId: prize.id,
          submittedAt: chance.now,
        })
        .returning();
      const win: LotteryWinDto = {
        id: entry.id,
        invoiceNumber: input.invoiceNumber,
        prize: { id: prize.id, name: prize.name, branches: prize.branches },
        status: entry.status,
        submittedAt: entry.submittedAt.toISOString(),
        earlier: false,
      };
      return { win, lastOfPrize: left === 0 };
    });
  } catch (error) {
    // Another entry of this invoice committed first: answer as if it had been there all along.
    if (isUniqueViolation(error)) {
      const answer = await earlierEntry(db, input);
      if (answer) return answer;
    }
    throw error;
  }
}

/**
 * What a bot that filled the honeypot is told: the real draw run in a transaction that is rolled
 * back, so it names a real prize with its real id, refuses a used invoice the same way, and stores nothing.
 */
export const decoyWin = async (db: Db, input: EntryInput, chance: DrawChance): Promise<LotteryWinDto> =>
  (await dryRun(db, (tx) => enterDraw(tx, input, chance))).win;
