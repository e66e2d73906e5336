import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { TermsDto } from "@shared/api/terms.contract";
import { DEFAULT_CONSENT_TEXT, type UpdateTermsInput } from "@shared/schema/terms-forms";
import type { Db } from "../../db/client";
import { termsAndConditions } from "../../db/schema";

const TERMS_ID = 1;

export const consentHash = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("hex");

/** The consent text the job form shows now: the admin's, or the default until they write one. */
export const currentConsent = (saved: string | null | undefined) => {
  const content = saved ?? DEFAULT_CONSENT_TEXT;
  return { consentContent: content, consentHash: consentHash(content) };
};

/** The consent text in force now, read in the caller's transaction (the job form checks it as it saves). */
export async function currentConsentIn(db: Db) {
  const [row] = await db
    .select({ consentContent: termsAndConditions.consentContent })
    .from(termsAndConditions)
    .where(eq(termsAndConditions.id, TERMS_ID));
  return currentConsent(row?.consentContent);
}

/** Before the first save there is no row: empty content, no update time, the default consent text. */
export async function getTerms(db: Db): Promise<TermsDto> {
  const [row] = await db.select().from(termsAndConditions).where(eq(termsAndConditions.id, TERMS_ID));
  if (!row) return { content: "", updatedAt: null, ...currentConsent(null) };
  return { content: row.content, updatedAt: row.updatedAt.toISOString(), ...currentConsent(row.consentContent) };
}

/** Saves the terms, and the consent text when it is given (left as it was otherwise). */
export async function updateTerms(db: Db, input: UpdateTermsInput): Promise<TermsDto> {
  const updatedAt = new Date();
  const set = {
    content: input.content,
    updatedAt,
    ...(input.consentContent !== undefined && { consentContent: input.consentContent }),
  };
  const [row] = await db
    .insert(termsAndConditions)
    .values({ id: TERMS_ID, ...set })
    .onConflictDoUpdate({ target: termsAndConditions.id, set })
    .returning();
  return { content: row.content, updatedAt: row.updatedAt.toISOString(), ...currentConsent(row.consentContent) };
}
