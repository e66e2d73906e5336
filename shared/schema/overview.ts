import { pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

// Per administrator: when they last opened the applications list, so the sidebar counts what is new to them.
// A table of its own (not a users column) so accounts and the overview evolve apart.
export const adminAttention = pgTable("admin_attention", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  applicationsSeenAt: timestamp("applications_seen_at", { withTimezone: true }).notNull(),
});

export type AdminAttention = typeof adminAttention.$inferSelect;
