import { apiQuery } from "@/lib/api-client";
import { reviewsRoutes } from "@shared/api/reviews.routes";

/** The newest reviews, the page the server renders (page 1 of the endpoint's default size). */
export const approvedReviewsQuery = () => apiQuery(reviewsRoutes, "approved", { query: {} });

/** A later page of the public reviews, loaded when a visitor asks for more. */
export const approvedReviewsPageQuery = (page: number) => apiQuery(reviewsRoutes, "approved", { query: { page } });

export const adminReviewsQuery = () => apiQuery(reviewsRoutes, "list", { query: {} });
