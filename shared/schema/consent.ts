import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Every consent text an applicant ever agreed to, by its SHA-256: an application's consent_hash
// finds the exact words here even after the admin rewrote them.
export const consentTexts = pgTable("consent_texts", {
  hash: text("hash").primaryKey(),
  content: text("content").notNull(),
  firstAgreedAt: timestamp("first_agreed_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ConsentText = typeof consentTexts.$inferSelect;
