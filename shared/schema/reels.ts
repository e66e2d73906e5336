import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, isActive } from "./columns";
import { videoPlatforms } from "./enums";

export const customerReels = pgTable(
  "customer_reels",
  {
    id: id(),
    customerName: text("customer_name").notNull(),
    videoUrl: text("video_url").notNull(),
    videoPlatform: text("video_platform", { enum: videoPlatforms }),
    approved: boolean("approved").notNull().default(false),
    isActive: isActive(),
    createdAt: createdAt(),
  },
  (t) => [index("customer_reels_public_idx").on(t.approved, t.isActive, t.createdAt)],
);

export type CustomerReel = typeof customerReels.$inferSelect;
