import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

// One row per applications CSV download: who took the applicants' data out, when, how much and with
// which filters (ids, and whether a search was used, never its text): nothing about an applicant.
// The username is kept as it was then; userId has no foreign key so the record outlives the account.
export const applicationExports = pgTable(
  "application_exports",
  {
    id: id(),
    userId: uuid("user_id"),
    username: text("username").notNull(),
    rowCount: integer("row_count").notNull(),
    filters: text("filters").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("application_exports_created_idx").on(t.createdAt)],
);

export type ApplicationExport = typeof applicationExports.$inferSelect;
