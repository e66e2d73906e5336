import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { branches } from "../../db/schema";

/** Whether a branch still shows this imageUrl (the image cleanup deletes files no row shows). */
export async function branchShowsImage(db: Db, imageUrl: string): Promise<boolean> {
  const [branch] = await db
    .select({ slug: branches.slug })
    .from(branches)
    .where(eq(branches.imageUrl, imageUrl))
    .limit(1);
  return !!branch;
}
