import { apiQuery } from "@/lib/api-client";

export const approvedReviewsQuery = () => apiQuery("reviews", "approved");

export const adminReviewsQuery = () => apiQuery("reviews", "list", { query: {} });
