import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { type CreateReviewData, REVIEW_NOT_FOUND, type SubmitReviewData } from "@shared/schema/reviews-forms";
import type { ReviewsPageQuery } from "@shared/api/reviews.contract";
import { REVIEWS_PAGE_SIZE, type ReviewsCursor } from "@shared/reviews-page";
import type { Db } from "../../db/client";
import { reviews } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { ammanDayStart } from "../../lib/amman-days";
import { dryRun } from "../../lib/dry-run";

const publicColumns = {
  id: reviews.id,
  customerName: reviews.customerName,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
};

const shown = and(eq(reviews.approved, true), eq(reviews.isActive, true));

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/**
 * Reviews older than the cursor's in the newest-first order. The cursor's review is found by its
 * id even when it has been hidden since (its exact time); only a deleted one falls back to the
 * time the client sent, which JSON rounded to the millisecond.
 */
function pastCursor(db: Db, cursor: ReviewsCursor) {
  const cursorTime = sql`coalesce((${db
    .select({ at: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.id, cursor.id))}), ${cursor.createdAt}::timestamptz)`;
  return sql`(${reviews.createdAt}, ${reviews.id}) < (${cursorTime}, ${cursor.id}::uuid)`;
}

/**
 * The public reviews (approved and shown), newest first, and the total of them: all of them
 * without paging; with it, the page just past a review (`after`) or the page by number.
 */
export async function listApprovedReviews(db: Db, query: ReviewsPageQuery = {}) {
  const paged = query.page !== undefined || query.pageSize !== undefined || query.after !== undefined;
  const limit = query.pageSize ?? REVIEWS_PAGE_SIZE;
  const list = db
    .select(publicColumns)
    .from(reviews)
    .where(query.after ? and(shown, pastCursor(db, query.after)) : shown)
    .orderBy(...newestFirst);
  if (!paged) {
    const all = await list;
    return { items: all, total: all.length };
  }
  const [items, [{ n }]] = await Promise.all([
    list.limit(limit).offset(((query.page ?? 1) - 1) * limit),
    db.select({ n: count() }).from(reviews).where(shown),
  ]);
  return { items, total: n };
}

/** Every review for the dashboard; `activeOnly` narrows it (?active=true). */
export function listReviews(db: Db, activeOnly = false) {
  return db
    .select()
    .from(reviews)
    .where(activeOnly ? eq(reviews.isActive, true) : undefined)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** A visitor's review waits for approval, whatever the request said. */
export async function submitReview(db: Db, input: SubmitReviewData) {
  const [row] = await db
    .insert(reviews)
    .values({
      customerName: input.customerName,
      rating: input.rating,
      comment: input.comment,
      isActive: input.isActive,
      approved: false,
    })
    .returning();
  return row;
}

/** The honeypot's answer: the real submission rolled back, so a bot cannot tell it from a real one and nothing is stored. */
export const decoyReview = (db: Db, input: SubmitReviewData) => dryRun(db, (tx) => submitReview(tx, input));

/** Added by hand in the dashboard; it too starts pending (approval is its own action). */
export async function createReview(db: Db, input: CreateReviewData) {
  const [row] = await db
    .insert(reviews)
    .values({ ...input, approved: false })
    .returning();
  return row;
}

export async function approveReview(db: Db, id: string) {
  const [row] = await db.update(reviews).set({ approved: true }).where(eq(reviews.id, id)).returning();
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

export async function setReviewActive(db: Db, id: string, isActive: boolean) {
  const [row] = await db.update(reviews).set({ isActive }).where(eq(reviews.id, id)).returning();
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

export async function deleteReview(db: Db, id: string) {
  const [row] = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (!row) throw notFound(REVIEW_NOT_FOUND);
}

/** Reviews waiting for an admin's approval. */
export async function countPendingReviews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.approved, false));
  return row.n;
}

/** Reviews per star rating, written since the start of an Amman calendar day; ratings without reviews are absent. */
export function countReviewsPerRating(db: Db, since: string): Promise<{ rating: number; count: number }[]> {
  return db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(gte(reviews.createdAt, ammanDayStart(since)))
    .groupBy(reviews.rating);
}
