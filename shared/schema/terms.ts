import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// A single row (id 1): the current terms text shown on /jobs.
export const termsAndConditions = pgTable("terms_and_conditions", {
  id: integer("id").primaryKey().default(1),
  content: text("content").notNull(),
  // The job form's data-processing consent text; null until the admin writes one (a default is shown).
  consentContent: text("consent_content"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Terms = typeof termsAndConditions.$inferSelect;
