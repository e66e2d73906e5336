import { eq } from "drizzle-orm";
import type { DrawSettingsDto } from "@shared/api/lottery.contract";
import { NO_DRAW_RULES, type DrawSettings } from "@shared/schema/draw-forms";
import type { Db } from "../../db/client";
import { drawSettings } from "../../db/schema";

const SETTINGS_ID = 1;

/** The draw's rules; until the owner first saves them, none (any invoice, no limits, no period). */
export async function getDrawSettings(db: Db): Promise<DrawSettingsDto> {
  const [row] = await db.select().from(drawSettings).where(eq(drawSettings.id, SETTINGS_ID));
  if (!row) return NO_DRAW_RULES;
  const { id: _id, ...settings } = row;
  return settings;
}

/** The single row, created on the first save, so the audit helper can read it before and after. */
export async function updateDrawSettings(tx: Db, input: DrawSettings): Promise<DrawSettingsDto> {
  await tx
    .insert(drawSettings)
    .values({ id: SETTINGS_ID, ...input })
    .onConflictDoUpdate({ target: drawSettings.id, set: input });
  return getDrawSettings(tx);
}
