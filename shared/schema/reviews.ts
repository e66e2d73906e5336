import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, isActive } from "./columns";

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    customerName: text("customer_name").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    approved: boolean("approved").notNull().default(false),
    isActive: isActive(),
    createdAt: createdAt(),
  },
  (t) => [index("reviews_public_idx").on(t.approved, t.isActive, t.createdAt)],
);

export type Review = typeof reviews.$inferSelect;
