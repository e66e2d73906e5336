import { boolean, integer, pgTable } from "drizzle-orm/pg-core";

const flag = (name: string) => boolean(name).notNull().default(true);

// A single row (id 1), created with every flag on the first time it is read.
export const siteSettings = pgTable("site_settings", {
  id: integer("id").primaryKey().default(1),
  showLotteryPopup: flag("show_lottery_popup"),
  showMenuLink: flag("show_menu_link"),
  showJobsLink: flag("show_jobs_link"),
  showLotteryLink: flag("show_lottery_link"),
  showReviewsLink: flag("show_reviews_link"),
  showReelsLink: flag("show_reels_link"),
  // «الطلب المسبق»: the whole order-ahead feature; off hides it and its endpoints answer 403.
  orderAhead: flag("order_ahead"),
});

export type SiteSettings = typeof siteSettings.$inferSelect;
