import { eq } from "drizzle-orm";
import type { SearchSpellingsDto } from "@shared/api/menu.contract";
import type { SearchSpellingsValues } from "@shared/schema/menu-search-forms";
import type { Db } from "../../db/client";
import { menuSearchSettings } from "../../db/schema";

const SETTINGS_ID = 1;

/** The owner's spelling groups for the menu search; none until the first save. */
export async function getSearchSpellings(db: Db): Promise<SearchSpellingsDto> {
  const [row] = await db.select().from(menuSearchSettings).where(eq(menuSearchSettings.id, SETTINGS_ID));
  return { spellings: row?.spellings ?? [] };
}

/** The single row, created on the first save, so the audit helper can read it before and after. */
export async function updateSearchSpellings(tx: Db, input: SearchSpellingsValues): Promise<SearchSpellingsDto> {
  await tx
    .insert(menuSearchSettings)
    .values({ id: SETTINGS_ID, ...input })
    .onConflictDoUpdate({ target: menuSearchSettings.id, set: input });
  return getSearchSpellings(tx);
}
