import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";

/** Whether an offer still shows this imageUrl (the image cleanup deletes files no row shows). */
export async function offerShowsImage(db: Db, imageUrl: string): Promise<boolean> {
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.imageUrl, imageUrl)).limit(1);
  return !!offer;
}
