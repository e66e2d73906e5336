import { apiQuery } from "@/lib/api-client";
import { reviewsRoutes } from "@shared/api/reviews.routes";

export const approvedReviewsQuery = () => apiQuery(reviewsRoutes, "approved");

export const adminReviewsQuery = () => apiQuery(reviewsRoutes, "list", { query: {} });
