import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

export const socialLinks = pgTable("social_links", {
  id: id(),
  platform: text("platform").notNull(),
  url: text("url").notNull(),
  icon: text("icon").notNull(),
  createdAt: createdAt(),
});

export type SocialLink = typeof socialLinks.$inferSelect;
