import { desc, eq } from "drizzle-orm";
import type { OfferFormValues } from "@shared/schema/offers-forms";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";
import { notFound } from "../../lib/app-error";

const NOT_FOUND = "العرض غير موجود";

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

export async function updateOffer(db: Db, id: string, input: Partial<OfferFormValues>) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = await db.update(offers).set(changes).where(eq(offers.id, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function deleteOffer(db: Db, id: string) {
  const [row] = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
  if (!row) throw notFound(NOT_FOUND);
}
