import { eq } from "drizzle-orm";
import type { UpdateSiteSettingsInput, PublicSiteSettings } from "@shared/schema/settings-forms";
import { siteSettingFlags } from "@shared/schema/enums";
import type { Db } from "../../db/client";
import { siteSettings } from "../../db/schema";

const SETTINGS_ID = 1;

const publicView = (row: typeof siteSettings.$inferSelect): PublicSiteSettings =>
  Object.fromEntries(siteSettingFlags.map((flag) => [flag, row[flag]])) as PublicSiteSettings;

/** The single settings row, created with every flag on the first time anyone reads it. */
export async function getSiteSettings(db: Db): Promise<PublicSiteSettings> {
  const [existing] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
  if (existing) return publicView(existing);
  await db.insert(siteSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [created] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
  return publicView(created);
}

export async function updateSiteSettings(db: Db, input: UpdateSiteSettingsInput): Promise<PublicSiteSettings> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ID, ...changes })
    .onConflictDoUpdate({ target: siteSettings.id, set: changes })
    .returning();
  return publicView(row);
}
