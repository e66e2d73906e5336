import { eq } from "drizzle-orm";
import type { SiteSettingsDto } from "@shared/api/site-settings.contract";
import type { UpdateSiteSettingsInput } from "@shared/schema/settings-forms";
import type { Db } from "../../db/client";
import { siteSettings } from "../../db/schema";

const SETTINGS_ID = 1;

// The row without its id: the flags.
const publicView = ({ id: _id, ...flags }: typeof siteSettings.$inferSelect): SiteSettingsDto => flags;

/** The single settings row, created with every flag on the first time anyone reads it. */
export async function getSiteSettings(db: Db): Promise<SiteSettingsDto> {
  const [existing] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
  if (existing) return publicView(existing);
  await db.insert(siteSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [created] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
  return publicView(created);
}

export async function updateSiteSettings(db: Db, input: UpdateSiteSettingsInput): Promise<SiteSettingsDto> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ID, ...changes })
    .onConflictDoUpdate({ target: siteSettings.id, set: changes })
    .returning();
  return publicView(row);
}
