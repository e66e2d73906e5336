import type { RequestHandler } from "express";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitHits } from "../db/schema";
import { AppError } from "../lib/app-error";
import { clientKey } from "../lib/client-address";

const WINDOW_MS = 60_000;

/** Counts a hit for `key` in the current one-minute window and returns the count, atomically across processes. */
export async function countHit(db: Db, key: string, now = Date.now()): Promise<number> {
  const windowStart = new Date(now - (now % WINDOW_MS));
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  // Old windows are useless; clear them now and then rather than on a timer in one process.
  if (Math.random() < 0.01) {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(windowStart.getTime() - WINDOW_MS)));
  }
  return row.hits;
}

/** Public submissions: at most `limit` a minute per client IP for one bucket; 0 turns it off. */
export function submissionLimit(
  db: Db,
  limit: number,
  bucket = "submit",
  message = "لقد أرسلت طلبات كثيرة، يرجى المحاولة بعد دقيقة",
): RequestHandler {
  return async (req, _res, next) => {
    if (limit <= 0) return next();
    try {
      // IPv6 clients count by their /64: one subscriber usually holds the whole block.
      const hits = await countHit(db, `${bucket}:${clientKey(req.ip)}`);
      if (hits > limit) throw new AppError("rate_limited", message);
      next();
    } catch (error) {
      next(error);
    }
  };
}
