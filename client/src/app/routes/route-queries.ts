import type { QueryClient } from "@tanstack/react-query";
import { branchesQuery } from "@/features/branches/api/branches-queries";
import { drawAvailabilityQuery } from "@/features/lottery/api/lottery-queries";
import { menuQuery } from "@/features/menu/api/menu-queries";
import { offersQuery } from "@/features/offers/api/offers-queries";
import { approvedReelsQuery } from "@/features/reels/api/reels-queries";
import {
  areasQueryOptions,
  governoratesQueryOptions,
  positionsQueryOptions,
  questionsQueryOptions,
} from "@/features/recruitment/api/catalog-queries";
import { termsQuery } from "@/features/terms/api/terms-queries";
import { approvedReviewsQuery } from "@/features/reviews/api/reviews-queries";
import { siteSettingsQuery } from "@/features/site-settings/api/site-settings-queries";
import { socialLinksQuery } from "@/features/social/api/social-queries";
import { renderClockQueryOptions } from "@/lib/render-clock";
import { type PageData, publicPage } from "@shared/public-pages";

// Each read a public page may need (the page table lists which, in order), fetched through the
// same query options its components use: the server fills the cache before rendering and hands it
// to the browser, which starts from it.
const READS: Record<PageData, (qc: QueryClient) => Promise<unknown>> = {
  siteSettings: (qc) => qc.fetchQuery(siteSettingsQuery()),
  menuItems: (qc) => qc.fetchQuery(menuQuery()),
  offers: (qc) => qc.fetchQuery(offersQuery()),
  socialLinks: (qc) => qc.fetchQuery(socialLinksQuery()),
  approvedReviews: (qc) => qc.fetchQuery(approvedReviewsQuery()),
  approvedReels: (qc) => qc.fetchQuery(approvedReelsQuery()),
  drawAvailability: (qc) => qc.fetchQuery(drawAvailabilityQuery()),
  branches: (qc) => qc.fetchQuery(branchesQuery()),
  renderClock: (qc) => qc.fetchQuery(renderClockQueryOptions()),
  terms: (qc) => qc.fetchQuery(termsQuery()),
  governorates: (qc) => qc.fetchQuery(governoratesQueryOptions({ active: true })),
  areas: (qc) => qc.fetchQuery(areasQueryOptions({ active: true })),
  positions: (qc) => qc.fetchQuery(positionsQueryOptions({ active: true })),
  questions: (qc) => qc.fetchQuery(questionsQueryOptions({ active: true })),
};

/** Fills the query cache with what `path` shows; rejects when a read fails. */
export async function prefetchRoute(queryClient: QueryClient, path: string): Promise<void> {
  await Promise.all(publicPage(path)?.data.map((data) => READS[data](queryClient)) ?? []);
}
