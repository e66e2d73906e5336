import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { menuItems } from "../../db/schema";

/** Whether a menu item still shows this imageUrl (the image cleanup deletes files no row shows). */
export async function menuItemShowsImage(db: Db, imageUrl: string): Promise<boolean> {
  const [item] = await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.imageUrl, imageUrl)).limit(1);
  return !!item;
}
