/** What is waiting for the signed-in administrator (sidebar badges and the overview). */
export type AttentionCounts = {
  pendingReviews: number;
  pendingReels: number;
  /** Applications that arrived since this administrator last opened the applications list. */
  newApplications: number;
  /** Prize-draw entries still "pending": the prize has not been handed over yet. */
  pendingDrawEntries: number;
};

/**
 * What each count means, in the words both the overview's cards and the sidebar's badges use, so
 * one number never reads as two different things.
 */
export const ATTENTION_LABELS: Record<keyof AttentionCounts, string> = {
  pendingReviews: "تقييمات بانتظار المراجعة",
  pendingReels: "ريلز بانتظار المراجعة",
  newApplications: "طلبات توظيف جديدة منذ آخر فتح لقائمة الطلبات",
  pendingDrawEntries: "جوائز بانتظار التسليم",
};

/** One bar: a bucket's label key (a yyyy-mm-dd date in Amman, or a star rating) and its count. */
export type ChartBucket = { key: string; count: number };

/** The overview's charts, over the last OVERVIEW_DAYS days of Amman dates (today included). */
export type OverviewCharts = {
  /** Weeks starting on Sunday (Jordan's working week), oldest first; the first may be partial. */
  applicationsPerWeek: ChartBucket[];
  drawEntriesPerDay: ChartBucket[];
  /** Keys "1" to "5". */
  reviewsPerRating: ChartBucket[];
};

export const OVERVIEW_DAYS = 90;
