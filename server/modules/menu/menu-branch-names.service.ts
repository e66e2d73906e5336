import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { menuItems } from "../../db/schema";

/** A branch renamed: the dishes' branch lists and sold-out marks name it by its new name. */
export async function renameBranchInMenu(tx: Db, from: string, to: string): Promise<void> {
  await tx
    .update(menuItems)
    .set({ branches: sql`array_replace(${menuItems.branches}, ${from}, ${to})` })
    .where(sql`${from} = any(${menuItems.branches})`);
  await tx
    .update(menuItems)
    .set({
      soldOutUntil: sql`(${menuItems.soldOutUntil} - ${from}::text) || jsonb_build_object(${to}::text, ${menuItems.soldOutUntil} -> ${from}::text)`,
    })
    .where(sql`${menuItems.soldOutUntil} ? ${from}::text`);
}
