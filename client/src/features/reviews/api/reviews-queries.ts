import { apiQuery } from "@/lib/api-client";
import { FIRST_REVIEWS_QUERY, REVIEWS_PAGE_SIZE } from "@shared/reviews-page";
import { reviewsRoutes } from "@shared/api/reviews.routes";

/** The newest reviews, as the server renders them: one more than shown, which says whether there are more. */
export const approvedReviewsQuery = () => apiQuery(reviewsRoutes, "approved", { query: FIRST_REVIEWS_QUERY });

/** The page just past a shown review (its `after` cursor), loaded when a visitor asks for more; one more than shown again. */
export const approvedReviewsAfterQuery = (after: string) =>
  apiQuery(reviewsRoutes, "approved", { query: { after, pageSize: REVIEWS_PAGE_SIZE + 1 } });

export const adminReviewsQuery = () => apiQuery(reviewsRoutes, "list", { query: {} });
