import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";

/** A raw query's rows; both drivers answer db.execute with { rows }. */
export async function rawRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
