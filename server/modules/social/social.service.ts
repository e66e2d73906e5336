import { asc, eq } from "drizzle-orm";
import type { SocialLinkData, UpdateSocialLinkData } from "@shared/schema/social-forms";
import type { Db } from "../../db/client";
import { socialLinks } from "../../db/schema";
import { notFound } from "../../lib/app-error";

export const LINK_NOT_FOUND = "الرابط غير موجود";

/** In the order they were added, so the contact icons keep their place. */
export function listSocialLinks(db: Db) {
  return db.select().from(socialLinks).orderBy(asc(socialLinks.createdAt), asc(socialLinks.id));
}

export async function createSocialLink(db: Db, input: SocialLinkData) {
  const [row] = await db.insert(socialLinks).values(input).returning();
  return row;
}

export async function updateSocialLink(db: Db, id: string, input: UpdateSocialLinkData) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = await db.update(socialLinks).set(changes).where(eq(socialLinks.id, id)).returning();
  if (!row) throw notFound(LINK_NOT_FOUND);
  return row;
}

export async function deleteSocialLink(db: Db, id: string) {
  const [row] = await db.delete(socialLinks).where(eq(socialLinks.id, id)).returning({ id: socialLinks.id });
  if (!row) throw notFound(LINK_NOT_FOUND);
}
