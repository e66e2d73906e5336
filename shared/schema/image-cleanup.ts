import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Stored image files waiting to be deleted. A write that stops using an image queues it in its own
// transaction, so the entry exists exactly when the change committed; the files go after the commit,
// and an entry whose delete failed stays here to be retried later by any process.
export const imageCleanupQueue = pgTable("image_cleanup_queue", {
  imageUrl: text("image_url").primaryKey(),
  // Bumped by every new release of the same image, so a worker only removes the entry it handled.
  generation: integer("generation").notNull().default(0),
  attempts: integer("attempts").notNull().default(0),
  // When a worker may (re)try: now for a new entry, later after a failure or while one holds it.
  dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
});
