import { and, asc, desc, eq } from "drizzle-orm";
import { MENU_ITEM_NOT_FOUND, type MenuItemEditValues, type MenuItemFormValues } from "@shared/schema/menu-forms";
import type { Db } from "../../db/client";
import { menuItems } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { definedOnly } from "../../lib/defined-only";
import type { ObjectStorage } from "../../storage/object-storage";
import { releaseImage } from "../images/image-cleanup.service";

/** Active items only unless the caller may see hidden ones. Oldest first: the order the menu was built in. */
export function listMenuItems(db: Db, { includeHidden }: { includeHidden: boolean }) {
  return db
    .select()
    .from(menuItems)
    .where(includeHidden ? undefined : eq(menuItems.isActive, true))
    .orderBy(asc(menuItems.createdAt), asc(menuItems.id));
}

/** Active and featured, newest first (the hero shows the most recently featured dishes). */
export function listFeaturedMenuItems(db: Db, { includeHidden }: { includeHidden: boolean }) {
  return db
    .select()
    .from(menuItems)
    .where(
      includeHidden
        ? eq(menuItems.isFeatured, true)
        : and(eq(menuItems.isActive, true), eq(menuItems.isFeatured, true)),
    )
    .orderBy(desc(menuItems.createdAt), desc(menuItems.id));
}

export async function createMenuItem(db: Db, input: MenuItemFormValues) {
  const [row] = await db
    .insert(menuItems)
    .values({ ...input, isFeatured: input.isFeatured ?? false, isActive: input.isActive ?? true })
    .returning();
  return row;
}

/**
 * An edit: only the fields sent change (an explicit null or empty value clears one). When the image
 * changed, the old one's files are deleted once the edit is committed (unless another row still uses them).
 */
export async function updateMenuItem(db: Db, storage: ObjectStorage, id: string, input: MenuItemEditValues) {
  const changes = definedOnly(input);
  const { row, oldImageUrl } = await db.transaction(async (tx) => {
    // Locked, so two edits of one row each see the image the other one left, and none is lost.
    const [old] = await tx
      .select({ imageUrl: menuItems.imageUrl })
      .from(menuItems)
      .where(eq(menuItems.id, id))
      .for("update");
    if (!old) throw notFound(MENU_ITEM_NOT_FOUND);
    const [row] = await tx.update(menuItems).set(changes).where(eq(menuItems.id, id)).returning();
    return { row, oldImageUrl: old.imageUrl };
  });
  if (oldImageUrl !== row.imageUrl) await releaseImage(db, storage, oldImageUrl);
  return row;
}

/** Deletes the row; once that has committed, its image's files go too unless another row still uses them. */
export async function deleteMenuItem(db: Db, storage: ObjectStorage, id: string) {
  const [row] = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ imageUrl: menuItems.imageUrl });
  if (!row) throw notFound(MENU_ITEM_NOT_FOUND);
  await releaseImage(db, storage, row.imageUrl);
}
