import { asc, eq, sql } from "drizzle-orm";
import {
  SOCIAL_LINK_NOT_FOUND,
  SOCIAL_MESSAGES,
  socialIconOf,
  socialUrlKey,
  urlMatchesPlatform,
  type SocialLinkData,
  type UpdateSocialLinkData,
} from "@shared/schema/social-forms";
import type { Db } from "../../db/client";
import { socialLinks } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";

/** In the order they were added, so the contact icons keep their place. */
export function listSocialLinks(db: Db) {
  return db.select().from(socialLinks).orderBy(asc(socialLinks.createdAt), asc(socialLinks.id));
}

/**
 * One link per page: refused with a 409 when another link already leads to the same address. Writes
 * of social links take one transaction lock first, so two racing saves of one address cannot both
 * pass the check (the callers run inside the audit transaction).
 */
async function assertUrlFree(db: Db, url: string, exceptId?: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('social_links'))`);
  const key = socialUrlKey(url);
  const rows = await db.select({ id: socialLinks.id, url: socialLinks.url }).from(socialLinks);
  if (rows.some((row) => row.id !== exceptId && socialUrlKey(row.url) === key))
    throw new AppError("conflict", SOCIAL_MESSAGES.duplicate);
}

export async function createSocialLink(db: Db, input: SocialLinkData) {
  await assertUrlFree(db, input.url);
  const [row] = await db.insert(socialLinks).values(input).returning();
  return row;
}

export async function updateSocialLink(db: Db, id: string, input: UpdateSocialLinkData) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [current] = await db.select().from(socialLinks).where(eq(socialLinks.id, id));
  if (!current) throw notFound(SOCIAL_LINK_NOT_FOUND);
  // An edit naming only the icon or only the address is checked against the other one as saved.
  const url = input.url ?? current.url;
  if (
    (input.url !== undefined || input.icon !== undefined) &&
    !urlMatchesPlatform(url, socialIconOf(input.icon ?? current.icon))
  )
    throw new AppError("bad_request", SOCIAL_MESSAGES.urlPlatform);
  if (input.url !== undefined) await assertUrlFree(db, url, id);
  const [row] = await db.update(socialLinks).set(changes).where(eq(socialLinks.id, id)).returning();
  if (!row) throw notFound(SOCIAL_LINK_NOT_FOUND);
  return row;
}

export async function deleteSocialLink(db: Db, id: string) {
  const [row] = await db.delete(socialLinks).where(eq(socialLinks.id, id)).returning({ id: socialLinks.id });
  if (!row) throw notFound(SOCIAL_LINK_NOT_FOUND);
}
