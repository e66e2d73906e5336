import { bigint, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

// One row (id 1): bumped by every admin write, so each server process knows when its cached
// public pages and JSON are out of date (and the sitemap knows when the content last changed).
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
