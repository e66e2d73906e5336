import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, isActive, price } from "./columns";

export const offers = pgTable("offers", {
  id: id(),
  title: text("title").notNull(),
  description: text("description"),
  originalPrice: price("original_price").notNull(),
  discountedPrice: price("discounted_price").notNull(),
  imageUrl: text("image_url"),
  branches: text("branches").array().notNull().default([]),
  isActive: isActive(),
  // The schedule (shared/offer-schedule.ts): no start, no end and no weekdays mean always shown.
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  /** Amman weekdays the offer is shown on, 0 = Sunday … 6 = Saturday; empty = every day. */
  weekdays: integer("weekdays").array().notNull().default([]),
  createdAt: createdAt(),
});

export type Offer = typeof offers.$inferSelect;
