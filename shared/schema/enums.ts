// The closed value lists that both the tables and the forms use. Kept free of drizzle so a form
// (and so a public page's bundle) can import them without pulling in the database layer.

export const lotteryStatuses = ["pending", "claimed", "rejected"] as const;
export type LotteryStatus = (typeof lotteryStatuses)[number];

export const videoPlatforms = ["upload", "youtube", "facebook", "instagram"] as const;
export type VideoPlatform = (typeof videoPlatforms)[number];

export const socialIcons = ["facebook", "instagram", "twitter", "whatsapp", "tiktok", "youtube"] as const;
export type SocialIcon = (typeof socialIcons)[number];

export const siteSettingFlags = [
  "showLotteryPopup",
  "showMenuLink",
  "showJobsLink",
  "showLotteryLink",
  "showReviewsLink",
  "showReelsLink",
] as const;
export type SiteSettingFlag = (typeof siteSettingFlags)[number];
