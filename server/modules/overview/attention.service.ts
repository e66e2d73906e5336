import { eq } from "drizzle-orm";
import type { AttentionCounts } from "@shared/api/overview.contract";
import type { Db } from "../../db/client";
import { adminAttention } from "../../db/schema";
import type { BranchScope } from "../../middleware/branch-scope";
import { countPendingEntries } from "../lottery/entries.service";
import { countApplicationsSince } from "../recruitment/applications.service";
import { countPendingReels } from "../reels/reels.service";
import { countPendingReviews } from "../reviews/reviews.service";

/** When this administrator last opened the applications list (null: never). */
async function applicationsSeenAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: adminAttention.applicationsSeenAt })
    .from(adminAttention)
    .where(eq(adminAttention.userId, userId));
  return row?.at ?? null;
}

/**
 * The four counts, each asked of the module that owns its table and narrowed as that module's list is
 * for this staff member: a manager's new applications are those of the areas their branches hire for,
 * their draw entries those handed over at their branches (so none still waiting: an entry belongs to
 * a branch once its prize is handed over there); reviews and reels are moderated chain-wide.
 * Each is a count over an indexed or small set: pending reviews and reels are few, and new
 * applications are counted from the admin's own mark.
 */
export async function attentionCounts(db: Db, userId: string, scope: BranchScope): Promise<AttentionCounts> {
  const [pendingReviews, pendingReels, newApplications, pendingDrawEntries] = await Promise.all([
    countPendingReviews(db),
    countPendingReels(db),
    applicationsSeenAt(db, userId).then((seenAt) => countApplicationsSince(db, seenAt, scope)),
    countPendingEntries(db, scope),
  ]);
  return { pendingReviews, pendingReels, newApplications, pendingDrawEntries };
}

/** The admin has looked at the applications list now: later arrivals are the new ones. */
export async function markApplicationsSeen(db: Db, userId: string, at = new Date()): Promise<void> {
  await db
    .insert(adminAttention)
    .values({ userId, applicationsSeenAt: at })
    .onConflictDoUpdate({ target: adminAttention.userId, set: { applicationsSeenAt: at } });
}
