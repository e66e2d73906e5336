import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";

/** A branch renamed: the offers' branch lists name it by its new name. */
export async function renameBranchInOffers(tx: Db, from: string, to: string): Promise<void> {
  await tx
    .update(offers)
    .set({ branches: sql`array_replace(${offers.branches}, ${from}, ${to})` })
    .where(sql`${from} = any(${offers.branches})`);
}
