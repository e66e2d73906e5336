import { eq } from "drizzle-orm";
import type { TermsView } from "@shared/schema/terms-forms";
import type { Db } from "../../db/client";
import { termsAndConditions } from "../../db/schema";

const TERMS_ID = 1;

/** Before the first save there is no row: empty content and no update time. */
export async function getTerms(db: Db): Promise<TermsView> {
  const [row] = await db.select().from(termsAndConditions).where(eq(termsAndConditions.id, TERMS_ID));
  if (!row) return { content: "", updatedAt: null };
  return { content: row.content, updatedAt: row.updatedAt.toISOString() };
}

export async function updateTerms(db: Db, content: string): Promise<TermsView> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(termsAndConditions)
    .values({ id: TERMS_ID, content, updatedAt })
    .onConflictDoUpdate({ target: termsAndConditions.id, set: { content, updatedAt } })
    .returning();
  return { content: row.content, updatedAt: row.updatedAt.toISOString() };
}
