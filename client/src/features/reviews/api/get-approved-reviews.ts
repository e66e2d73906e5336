import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicReview } from "@shared/schema/reviews-forms";
import { apiRequest } from "@/lib/api-client";

export const getApprovedReviews = () => apiRequest<PublicReview[]>("GET", "/api/reviews/approved");

export const approvedReviewsQueryOptions = () =>
  queryOptions({ queryKey: ["reviews", "approved"], queryFn: getApprovedReviews });

export const useApprovedReviews = () => useQuery(approvedReviewsQueryOptions());
