import { sql } from "drizzle-orm";
import type { AttentionCounts } from "@shared/schema/attention-forms";
import type { Db } from "../../db/client";
import { adminAttention } from "../../db/schema";
import { rawRows } from "../../lib/raw-rows";

/**
 * The four counts in one round trip. Each is a count over an indexed or small set: pending
 * reviews and reels are few, and new applications are counted from the admin's own mark.
 */
export async function attentionCounts(db: Db, userId: string): Promise<AttentionCounts> {
  const [row] = await rawRows<Record<keyof AttentionCounts, number>>(
    db,
    sql`select
      (select count(*)::int from reviews where approved = false) as "pendingReviews",
      (select count(*)::int from customer_reels where approved = false) as "pendingReels",
      (select count(*)::int from job_applications where created_at > coalesce(
        (select applications_seen_at from admin_attention where user_id = ${userId}), '-infinity'::timestamptz)) as "newApplications",
      (select count(*)::int from lottery_entries where status = 'pending') as "pendingDrawEntries"`,
  );
  return row;
}

/** The admin has looked at the applications list now: later arrivals are the new ones. */
export async function markApplicationsSeen(db: Db, userId: string, at = new Date()): Promise<void> {
  await db
    .insert(adminAttention)
    .values({ userId, applicationsSeenAt: at })
    .onConflictDoUpdate({ target: adminAttention.userId, set: { applicationsSeenAt: at } });
}
