import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prizes } from "../../db/schema";

/** The draw can be entered only while at least one prize is active. */
export async function drawAvailability(db: Db): Promise<{ open: boolean }> {
  const [row] = await db.select({ id: prizes.id }).from(prizes).where(eq(prizes.isActive, true)).limit(1);
  return { open: row !== undefined };
}
