import { pgTable, text } from "drizzle-orm/pg-core";
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
  createdAt: createdAt(),
});

export type Offer = typeof offers.$inferSelect;
