import { asc, eq } from "drizzle-orm";
import { PRIZE_NOT_FOUND, type CreatePrize, type UpdatePrizeInput } from "@shared/schema/lottery-forms";
import type { Db } from "../../db/client";
import { prizes } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { assertOpenBranchNames } from "../branches/branch-list.service";

export const listPrizes = (db: Db) => db.select().from(prizes).orderBy(asc(prizes.createdAt), asc(prizes.id));

export async function createPrize(db: Db, input: CreatePrize) {
  await assertOpenBranchNames(db, input.branches);
  const [row] = await db.insert(prizes).values(input).returning();
  return row;
}

export async function updatePrize(db: Db, id: string, input: UpdatePrizeInput) {
  if (input.branches) await assertOpenBranchNames(db, input.branches);
  const [row] = await db.update(prizes).set(input).where(eq(prizes.id, id)).returning();
  if (!row) throw notFound(PRIZE_NOT_FOUND);
  return row;
}

/** Entries keep their prize_id (no foreign key), so they survive and show as an unknown prize. */
export async function deletePrize(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(prizes).where(eq(prizes.id, id)).returning({ id: prizes.id });
  if (!row) throw notFound(PRIZE_NOT_FOUND);
}
