import { and, count, desc, eq } from "drizzle-orm";
import { REEL_MESSAGES, REEL_NOT_FOUND, type SubmitReelData } from "@shared/schema/reels-forms";
import { detectVideoPlatform } from "@shared/video";
import { canPlayVideo } from "@shared/video-embed";
import type { Db } from "../../db/client";
import { customerReels } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { dryRun } from "../../lib/dry-run";

/** The platform a stored link plays on today (a link saved before its platform was supported says so now). */
const withPlatform = <T extends { videoUrl: string; videoPlatform: string | null }>(row: T) => ({
  ...row,
  videoPlatform: detectVideoPlatform(row.videoUrl),
});

/**
 * The home page's reels (who sent it and where the video is): approved and active only, newest first,
 * and never one whose link cannot play.
 */
export async function listApprovedReels(db: Db) {
  const rows = await db
    .select({
      id: customerReels.id,
      customerName: customerReels.customerName,
      videoUrl: customerReels.videoUrl,
      videoPlatform: customerReels.videoPlatform,
    })
    .from(customerReels)
    .where(and(eq(customerReels.approved, true), eq(customerReels.isActive, true)))
    .orderBy(desc(customerReels.createdAt), desc(customerReels.id));
  return rows.filter((row) => canPlayVideo(row.videoUrl)).map(withPlatform);
}

export async function listReels(db: Db, activeOnly = false) {
  const rows = await db
    .select()
    .from(customerReels)
    .where(activeOnly ? eq(customerReels.isActive, true) : undefined)
    .orderBy(desc(customerReels.createdAt), desc(customerReels.id));
  return rows.map(withPlatform);
}

/** A visitor's reel waits for approval; its platform was derived from the link by the contract. */
export async function submitReel(db: Db, input: SubmitReelData) {
  const [row] = await db
    .insert(customerReels)
    .values({
      customerName: input.customerName,
      videoUrl: input.videoUrl,
      videoPlatform: input.videoPlatform,
      isActive: input.isActive,
      approved: false,
    })
    .returning();
  return row;
}

/** The honeypot's answer: the real submission rolled back, so a bot cannot tell it from a real one and nothing is stored. */
export const decoyReel = (db: Db, input: SubmitReelData) => dryRun(db, (tx) => submitReel(tx, input));

/** Approves a reel whose link can play; one that cannot (flagged to the admin) stays waiting. */
export async function approveReel(db: Db, id: string) {
  const [stored] = await db.select().from(customerReels).where(eq(customerReels.id, id));
  if (!stored) throw notFound(REEL_NOT_FOUND);
  if (!canPlayVideo(stored.videoUrl)) throw new AppError("conflict", REEL_MESSAGES.approveRefused);
  const [row] = await db.update(customerReels).set({ approved: true }).where(eq(customerReels.id, id)).returning();
  return withPlatform(row);
}

export async function setReelActive(db: Db, id: string, isActive: boolean) {
  const [row] = await db.update(customerReels).set({ isActive }).where(eq(customerReels.id, id)).returning();
  if (!row) throw notFound(REEL_NOT_FOUND);
  return row;
}

export async function deleteReel(db: Db, id: string) {
  const [row] = await db.delete(customerReels).where(eq(customerReels.id, id)).returning({ id: customerReels.id });
  if (!row) throw notFound(REEL_NOT_FOUND);
}

/** Reels waiting for an admin's approval. */
export async function countPendingReels(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customerReels).where(eq(customerReels.approved, false));
  return row.n;
}
