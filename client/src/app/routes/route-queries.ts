import type { QueryClient } from "@tanstack/react-query";
import { branchesQueryOptions } from "@/features/branches/api/get-branches";
import { drawAvailabilityQueryOptions } from "@/features/lottery/api/get-draw-availability";
import { featuredMenuItemsQueryOptions } from "@/features/menu/api/get-featured-menu-items";
import { menuItemsQueryOptions } from "@/features/menu/api/get-menu-items";
import { offersQuery } from "@/features/offers/api/offers-queries";
import { approvedReelsQueryOptions } from "@/features/reels/api/get-approved-reels";
import { areasQueryOptions } from "@/features/recruitment/api/get-areas";
import { governoratesQueryOptions } from "@/features/recruitment/api/get-governorates";
import { positionsQueryOptions } from "@/features/recruitment/api/get-positions";
import { questionsQueryOptions } from "@/features/recruitment/api/get-questions";
import { termsQueryOptions } from "@/features/recruitment/api/get-terms";
import { approvedReviewsQueryOptions } from "@/features/reviews/api/get-approved-reviews";
import { siteSettingsQueryOptions } from "@/features/site-settings/api/get-site-settings";
import { socialLinksQueryOptions } from "@/features/social/api/get-social-links";
import { renderClockQueryOptions } from "@/lib/render-clock";

type Prefetch = (queryClient: QueryClient) => Promise<unknown>[];

// The data each public page shows, fetched through the same query options its components use:
// the server fills the cache before rendering and hands it to the browser, which starts from it.
const ROUTE_QUERIES: Record<string, Prefetch> = {
  "/": (qc) => [
    qc.fetchQuery(siteSettingsQueryOptions()),
    qc.fetchQuery(featuredMenuItemsQueryOptions()),
    qc.fetchQuery(menuItemsQueryOptions()),
    qc.fetchQuery(offersQuery()),
    qc.fetchQuery(socialLinksQueryOptions()),
    qc.fetchQuery(approvedReviewsQueryOptions()),
    qc.fetchQuery(approvedReelsQueryOptions()),
    qc.fetchQuery(drawAvailabilityQueryOptions()),
    qc.fetchQuery(branchesQueryOptions()),
    qc.fetchQuery(renderClockQueryOptions()),
  ],
  "/jobs": (qc) => [
    qc.fetchQuery(siteSettingsQueryOptions()),
    qc.fetchQuery(termsQueryOptions()),
    qc.fetchQuery(governoratesQueryOptions({ active: true })),
    qc.fetchQuery(areasQueryOptions({ active: true })),
    qc.fetchQuery(positionsQueryOptions({ active: true })),
    qc.fetchQuery(questionsQueryOptions({ active: true })),
  ],
  "/terms": (qc) => [qc.fetchQuery(siteSettingsQueryOptions()), qc.fetchQuery(termsQueryOptions())],
  "/win": (qc) => [qc.fetchQuery(siteSettingsQueryOptions()), qc.fetchQuery(drawAvailabilityQueryOptions())],
  "/submit-review": (qc) => [qc.fetchQuery(siteSettingsQueryOptions())],
  "/submit-reel": (qc) => [qc.fetchQuery(siteSettingsQueryOptions())],
};

/** Fills the query cache with what `path` shows; rejects when a read fails. */
export async function prefetchRoute(queryClient: QueryClient, path: string): Promise<void> {
  await Promise.all(ROUTE_QUERIES[path]?.(queryClient) ?? []);
}
