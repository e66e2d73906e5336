import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReviewRow } from "@shared/schema/reviews-forms";
import { apiRequest } from "@/lib/api-client";

export const getReviews = () => apiRequest<ReviewRow[]>("GET", "/api/reviews");

// ["reviews"] is also the prefix of the public list, so invalidating it refreshes both.
export const reviewsQueryOptions = () => queryOptions({ queryKey: ["reviews"], queryFn: getReviews });

export const useReviews = () => useQuery(reviewsQueryOptions());
