import { desc, eq } from "drizzle-orm";
import {
  DISCOUNT_ABOVE_ORIGINAL,
  OFFER_NOT_FOUND,
  type OfferEditValues,
  type OfferFormValues,
} from "@shared/schema/offers-forms";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { definedOnly } from "../../lib/defined-only";
import type { ObjectStorage } from "../../storage/object-storage";
import { releaseImage } from "../images/image-cleanup.service";

/** Newest offers first; visitors get active ones only. */
export function listOffers(db: Db, { includeHidden }: { includeHidden: boolean }) {
  return db
    .select()
    .from(offers)
    .where(includeHidden ? undefined : eq(offers.isActive, true))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

export async function createOffer(db: Db, input: OfferFormValues) {
  const [row] = await db
    .insert(offers)
    .values({ ...input, isActive: input.isActive ?? true })
    .returning();
  return row;
}

/**
 * An edit or the visibility toggle: only the fields sent change (an explicit null or empty value clears
 * one). When the image changed, the old one's files are deleted once the edit is committed (unless
 * another row still uses them).
 */
export async function updateOffer(db: Db, storage: ObjectStorage, id: string, input: OfferEditValues) {
  const changes = definedOnly(input);
  const { row, oldImageUrl } = await db.transaction(async (tx) => {
    // Locked, so two edits of one row each see the image the other one left, and none is lost.
    const [old] = await tx.select().from(offers).where(eq(offers.id, id)).for("update");
    if (!old) throw notFound(OFFER_NOT_FOUND);
    // One price may be edited alone: the rule holds for the pair the row will have.
    const original = Number(changes.originalPrice ?? old.originalPrice);
    const discounted = Number(changes.discountedPrice ?? old.discountedPrice);
    if (discounted > original) throw new AppError("bad_request", DISCOUNT_ABOVE_ORIGINAL);
    const [row] = await tx.update(offers).set(changes).where(eq(offers.id, id)).returning();
    return { row, oldImageUrl: old.imageUrl };
  });
  if (oldImageUrl !== row.imageUrl) await releaseImage(db, storage, oldImageUrl);
  return row;
}

/** Deletes the row; once that has committed, its image's files go too unless another row still uses them. */
export async function deleteOffer(db: Db, storage: ObjectStorage, id: string) {
  const [row] = await db.delete(offers).where(eq(offers.id, id)).returning({ imageUrl: offers.imageUrl });
  if (!row) throw notFound(OFFER_NOT_FOUND);
  await releaseImage(db, storage, row.imageUrl);
}
