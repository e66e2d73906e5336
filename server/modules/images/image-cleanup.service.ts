import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { IMAGE_PATH_PATTERN } from "@shared/schema/menu-images";
import type { Db } from "../../db/client";
import { imageCleanupQueue } from "../../db/schema";
import { log, safeError } from "../../observability/logger";
import type { ObjectStorage } from "../../storage/object-storage";
import { afterCommit } from "../audit/audited";
import { branchShowsImage } from "../branches/branches-image-use.service";
import { menuItemShowsImage } from "../menu/menu-image-use.service";
import { offerShowsImage } from "../offers/offers-image-use.service";

/** How long a worker holds an entry it is deleting; a process that dies meanwhile leaves it to the next one. */
const LEASE = "5 minutes";
/** How many entries one sweep handles. */
const BATCH = 50;

/** The id of an imageUrl made by the pipeline ("/objects/<id>.webp"); null for anything else. */
export function storedImageId(imageUrl: string | null | undefined): string | null {
  if (!imageUrl || !IMAGE_PATH_PATTERN.test(imageUrl)) return null;
  return imageUrl.slice("/objects/".length, -".webp".length);
}

/**
 * Whether any menu item, offer or branch still shows this imageUrl (an admin may reuse one through
 * the API). Each module answers for its own rows, in files that do not import this one.
 */
export async function isImageReferenced(db: Db, imageUrl: string): Promise<boolean> {
  return (
    (await menuItemShowsImage(db, imageUrl)) ||
    (await offerShowsImage(db, imageUrl)) ||
    (await branchShowsImage(db, imageUrl))
  );
}

/**
 * Called inside the write that made a row stop using imageUrl (deleted, or its image replaced or
 * removed). The files are never touched here: the image is queued in the same transaction, and
 * deleted once that transaction has committed (unless another row still uses it). If the write
 * rolls back, so does the queue entry, and the row keeps an image whose files still exist.
 */
export async function releaseImage(tx: Db, storage: ObjectStorage, imageUrl: string | null | undefined): Promise<void> {
  if (!imageUrl || !storedImageId(imageUrl)) return;
  await tx
    .insert(imageCleanupQueue)
    .values({ imageUrl, dueAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: imageCleanupQueue.imageUrl,
      set: { generation: sql`${imageCleanupQueue.generation} + 1`, dueAt: sql`clock_timestamp()` },
    });
  await afterCommit(tx, (db) => cleanUpImages(db, storage, [imageUrl]));
}

/** The retry delay after a failed delete: a minute, doubling, at most an hour. */
const retryDelay = (attempts: number) => `${Math.min(60, 2 ** Math.min(attempts - 1, 6))} minutes`;

/**
 * Deletes the files of queued images that are due (all of them, or only `imageUrls`), each only if
 * no row uses it any more. Each entry is first claimed with one atomic update, so two processes never
 * work on one entry, and the claim is a lease: a process that dies leaves the entry for another.
 * A failed delete is logged and retried later with backoff; it never fails the caller, whose change
 * has already committed. Returns the imageUrls whose files were deleted (for tests and logs).
 *
 * Known limit: a row created with this same imageUrl between the check and the delete would be
 * left pointing at deleted files. Only an admin reusing a path by hand can do that.
 */
export async function cleanUpImages(db: Db, storage: ObjectStorage, imageUrls?: string[]): Promise<string[]> {
  const claimed = await db
    .update(imageCleanupQueue)
    .set({
      attempts: sql`${imageCleanupQueue.attempts} + 1`,
      dueAt: sql`clock_timestamp() + ${LEASE}::interval`,
    })
    .where(
      inArray(
        imageCleanupQueue.imageUrl,
        db
          .select({ imageUrl: imageCleanupQueue.imageUrl })
          .from(imageCleanupQueue)
          .where(
            and(
              lte(imageCleanupQueue.dueAt, sql`clock_timestamp()`),
              imageUrls ? inArray(imageCleanupQueue.imageUrl, imageUrls) : undefined,
            ),
          )
          .limit(BATCH)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  const deleted: string[] = [];
  for (const entry of claimed) {
    // The entry this worker handled; a release that came in meanwhile bumped the generation and stays queued.
    const handled = and(
      eq(imageCleanupQueue.imageUrl, entry.imageUrl),
      eq(imageCleanupQueue.generation, entry.generation),
    );
    try {
      const id = storedImageId(entry.imageUrl);
      if (id && !(await isImageReferenced(db, entry.imageUrl))) {
        await storage.removeImage(id);
        deleted.push(entry.imageUrl);
      }
      await db.delete(imageCleanupQueue).where(handled);
    } catch (error) {
      log.error({ imageUrl: entry.imageUrl, err: safeError(error) }, "could not delete a stored image");
      await db
        .update(imageCleanupQueue)
        .set({ dueAt: sql`clock_timestamp() + ${retryDelay(entry.attempts)}::interval` })
        .where(handled)
        .catch((failure) => log.error({ err: safeError(failure) }, "could not reschedule a stored image's deletion"));
    }
  }
  return deleted;
}

export const IMAGE_CLEANUP_INTERVAL_MS = 60_000;

/**
 * Retries the queued deletions that failed (storage down, process stopped) now and then every
 * minute. The timer is unref'd; stop() clears it and waits for a run in progress.
 */
export function startImageCleanup(
  db: Db,
  storage: ObjectStorage,
  intervalMs = IMAGE_CLEANUP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = cleanUpImages(db, storage).catch((error) =>
      log.error({ err: safeError(error) }, "image cleanup: sweep failed"),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
