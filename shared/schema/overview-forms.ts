/**
 * What each of the counts waiting for the signed-in administrator means, in the words both the
 * overview's cards and the sidebar's badges use, so one number never reads as two different things.
 */
export const ATTENTION_LABELS = {
  pendingReviews: "تقييمات بانتظار المراجعة",
  pendingReels: "ريلز بانتظار المراجعة",
  newApplications: "طلبات توظيف وصلت منذ آخر فتح لقائمة الطلبات، أياً كانت مرحلتها",
  pendingDrawEntries: "جوائز بانتظار التسليم",
} as const;

/** The overview's charts cover this many Amman calendar days, today included. */
export const OVERVIEW_DAYS = 90;
