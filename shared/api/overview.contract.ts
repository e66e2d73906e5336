import { z } from "zod";
import type { SpecsOf } from "./endpoint";
import type { overviewRoutes } from "./overview.routes";

const count = () => z.number().int().nonnegative();

/** What is waiting for the signed-in administrator (sidebar badges and the overview). */
export const attentionResponse = z.object({
  pendingReviews: count(),
  pendingReels: count(),
  /** Applications that arrived since this administrator last opened the applications list. */
  newApplications: count(),
  /** Prize-draw entries still "pending": the prize has not been handed over yet. */
  pendingDrawEntries: count(),
});
export type AttentionCounts = z.output<typeof attentionResponse>;

/** One bar: a bucket's label key (a yyyy-mm-dd date in Amman, or a star rating) and its count. */
const chartBucket = z.object({ key: z.string(), count: count() });
export type ChartBucket = z.output<typeof chartBucket>;

/** The overview's charts, over the last OVERVIEW_DAYS days of Amman dates (today included). */
export const chartsResponse = z.object({
  /** Weeks starting on Sunday (Jordan's working week), oldest first; the first may be partial. */
  applicationsPerWeek: z.array(chartBucket),
  drawEntriesPerDay: z.array(chartBucket),
  /** Keys "1" to "5". */
  reviewsPerRating: z.array(chartBucket),
  /** Every application now, per hiring stage (keys are the stages, in pipeline order), whatever its age. */
  applicationsPerStage: z.array(chartBucket),
});
export type OverviewCharts = z.output<typeof chartsResponse>;

export const overviewSpecs = {
  attention: {
    summary: "The counts waiting for the signed-in administrator",
    responses: { 200: attentionResponse },
  },
  applicationsSeen: {
    summary: "Mark the applications list as opened now; answers the new counts",
    responses: { 200: attentionResponse },
  },
  charts: {
    summary:
      "Applications per week, draw entries per day and reviews per rating over recent Amman days; applications per stage now",
    responses: { 200: chartsResponse },
  },
} as const satisfies SpecsOf<typeof overviewRoutes>;
