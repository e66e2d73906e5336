import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { ammanParts } from "@shared/amman-time";
import { lastScheduleChange, nextScheduleChange, type OfferSchedule, scheduleState } from "@shared/offer-schedule";
import {
  DISCOUNT_ABOVE_ORIGINAL,
  OFFER_NOT_FOUND,
  type OfferEditValues,
  type OfferFormValues,
  scheduleProblem,
} from "@shared/schema/offers-forms";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { definedOnly } from "../../lib/defined-only";
import type { ObjectStorage } from "../../storage/object-storage";
import { assertOpenBranchNames } from "../branches/branch-list.service";
import { releaseImage } from "../images/image-cleanup.service";

/**
 * The offers visitors see at `now`: shown, and inside their schedule (the SQL form of
 * isLiveAt in shared/offer-schedule.ts, the weekday being Amman's).
 */
const visibleAt = (now: Date) =>
  and(
    eq(offers.isActive, true),
    or(isNull(offers.startsAt), lte(offers.startsAt, now)),
    or(isNull(offers.endsAt), gt(offers.endsAt, now)),
    sql`(cardinality(${offers.weekdays}) = 0 or ${ammanParts(now).weekday}::integer = any(${offers.weekdays}))`,
  );

/** Newest offers first; visitors get those shown and inside their schedule at `now` only. */
export function listOffers(db: Db, { includeHidden, now }: { includeHidden: boolean; now: Date }) {
  return db
    .select()
    .from(offers)
    .where(includeHidden ? undefined : visibleAt(now))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

/** Every offer with its schedule's state at `now` and when that state next changes (the admin's list). */
export async function listOffersWithState(db: Db, now: Date) {
  const rows = await listOffers(db, { includeHidden: true, now });
  return rows.map((row) => ({
    ...row,
    scheduleState: scheduleState(row, now),
    nextChangeAt: nextScheduleChange(row, now),
  }));
}

/**
 * The first instant after `now` at which a shown offer appears or disappears (null: none will):
 * public answers made before it must not outlive it.
 */
export async function nextOfferChange(db: Db, now: Date): Promise<Date | null> {
  const changes = (await scheduledOffers(db)).flatMap((row) => nextScheduleChange(row, now)?.getTime() ?? []);
  return changes.length > 0 ? new Date(Math.min(...changes)) : null;
}

/** The last instant at or before `now` at which a shown offer appeared or disappeared by its schedule. */
export async function lastOfferChange(db: Db, now: Date): Promise<Date | null> {
  const changes = (await scheduledOffers(db)).flatMap((row) => lastScheduleChange(row, now)?.getTime() ?? []);
  return changes.length > 0 ? new Date(Math.max(...changes)) : null;
}

/** The schedules of the shown offers that have one. */
function scheduledOffers(db: Db): Promise<OfferSchedule[]> {
  return db
    .select({ startsAt: offers.startsAt, endsAt: offers.endsAt, weekdays: offers.weekdays })
    .from(offers)
    .where(
      and(
        eq(offers.isActive, true),
        sql`(${offers.startsAt} is not null or ${offers.endsAt} is not null or cardinality(${offers.weekdays}) > 0)`,
      ),
    );
}

export async function createOffer(db: Db, input: OfferFormValues) {
  await assertOpenBranchNames(db, input.branches);
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
  // The branches first (held until the edit commits), then the offer: the order a rename locks them in.
  if (changes.branches) await assertOpenBranchNames(db, changes.branches);
  const { row, oldImageUrl } = await db.transaction(async (tx) => {
    // Locked, so two edits of one row each see the image the other one left, and none is lost.
    const [old] = await tx.select().from(offers).where(eq(offers.id, id)).for("update");
    if (!old) throw notFound(OFFER_NOT_FOUND);
    // One price may be edited alone: the rule holds for the pair the row will have.
    const original = Number(changes.originalPrice ?? old.originalPrice);
    const discounted = Number(changes.discountedPrice ?? old.discountedPrice);
    if (discounted > original) throw new AppError("bad_request", DISCOUNT_ABOVE_ORIGINAL);
    // Likewise the schedule: one end may be edited alone, the rule holds for the window the row will have.
    const problem = scheduleProblem({
      startsAt: changes.startsAt === undefined ? old.startsAt : changes.startsAt,
      endsAt: changes.endsAt === undefined ? old.endsAt : changes.endsAt,
      weekdays: changes.weekdays ?? old.weekdays,
    });
    if (problem) throw new AppError("bad_request", problem.message);
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
