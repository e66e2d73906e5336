import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prizes } from "../../db/schema";

/** A branch renamed: the prizes' collection branches name it by its new name. */
export async function renameBranchInPrizes(tx: Db, from: string, to: string): Promise<void> {
  await tx
    .update(prizes)
    .set({ branches: sql`array_replace(${prizes.branches}, ${from}, ${to})` })
    .where(sql`${from} = any(${prizes.branches})`);
}
