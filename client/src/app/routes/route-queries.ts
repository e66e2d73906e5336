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
import { type PageData, publicPage } from "@shared/public-pages";

// Each read a public page may need (the page table lists which, in order), fetched through the
// same query options its components use: the server fills the cache before rendering and hands it
// to the browser, which starts from it.
const READS: Record<PageData, (qc: QueryClient) => Promise<unknown>> = {
  siteSettings: (qc) => qc.fetchQuery(siteSettingsQueryOptions()),
  featuredMenuItems: (qc) => qc.fetchQuery(featuredMenuItemsQueryOptions()),
  menuItems: (qc) => qc.fetchQuery(menuItemsQueryOptions()),
  offers: (qc) => qc.fetchQuery(offersQuery()),
  socialLinks: (qc) => qc.fetchQuery(socialLinksQueryOptions()),
  approvedReviews: (qc) => qc.fetchQuery(approvedReviewsQueryOptions()),
  approvedReels: (qc) => qc.fetchQuery(approvedReelsQueryOptions()),
  drawAvailability: (qc) => qc.fetchQuery(drawAvailabilityQueryOptions()),
  branches: (qc) => qc.fetchQuery(branchesQueryOptions()),
  renderClock: (qc) => qc.fetchQuery(renderClockQueryOptions()),
  terms: (qc) => qc.fetchQuery(termsQueryOptions()),
  governorates: (qc) => qc.fetchQuery(governoratesQueryOptions({ active: true })),
  areas: (qc) => qc.fetchQuery(areasQueryOptions({ active: true })),
  positions: (qc) => qc.fetchQuery(positionsQueryOptions({ active: true })),
  questions: (qc) => qc.fetchQuery(questionsQueryOptions({ active: true })),
};

/** Fills the query cache with what `path` shows; rejects when a read fails. */
export async function prefetchRoute(queryClient: QueryClient, path: string): Promise<void> {
  await Promise.all(publicPage(path)?.data.map((data) => READS[data](queryClient)) ?? []);
}
