import { eq } from "drizzle-orm";
import { IMAGE_PATH_PATTERN } from "@shared/schema/menu-images";
import type { Db } from "../../db/client";
import { branches, menuItems, offers } from "../../db/schema";
import { log, safeError } from "../../observability/logger";
import type { ObjectStorage } from "../../storage/object-storage";

/** The id of an imageUrl made by the pipeline ("/objects/<id>.webp"); null for anything else. */
export function storedImageId(imageUrl: string | null | undefined): string | null {
  if (!imageUrl || !IMAGE_PATH_PATTERN.test(imageUrl)) return null;
  return imageUrl.slice("/objects/".length, -".webp".length);
}

/** Whether any menu item, offer or branch still shows this imageUrl (an admin may reuse one through the API). */
export async function isImageReferenced(db: Db, imageUrl: string): Promise<boolean> {
  const [item] = await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.imageUrl, imageUrl)).limit(1);
  if (item) return true;
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.imageUrl, imageUrl)).limit(1);
  if (offer) return true;
  const [branch] = await db
    .select({ slug: branches.slug })
    .from(branches)
    .where(eq(branches.imageUrl, imageUrl))
    .limit(1);
  return !!branch;
}

/**
 * Called after a row stopped using imageUrl (deleted, or its image replaced or removed) and that
 * change is committed: deletes the stored files unless another row still uses them. The database
 * is the source of truth, so a failure here is logged and swallowed; the caller's request has
 * already succeeded and must say so. Returns whether the files were deleted (for tests and logs).
 *
 * Known limit: a row created with this same imageUrl between the check and the delete would be
 * left pointing at deleted files. Only an admin reusing a path by hand can do that.
 */
export async function releaseImage(
  db: Db,
  storage: ObjectStorage,
  imageUrl: string | null | undefined,
): Promise<boolean> {
  const id = storedImageId(imageUrl);
  if (!id || !imageUrl) return false;
  try {
    if (await isImageReferenced(db, imageUrl)) return false;
    await storage.removeImage(id);
    return true;
  } catch (error) {
    log.error({ imageUrl, err: safeError(error) }, "could not delete a stored image");
    return false;
  }
}
