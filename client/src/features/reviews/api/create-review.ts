import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateReviewData, ReviewRow } from "@shared/schema/reviews-forms";
import { apiRequest } from "@/lib/api-client";
import { reviewsQueryOptions } from "./get-reviews";

export const createReview = (input: CreateReviewData) => apiRequest<ReviewRow>("POST", "/api/reviews", input);

export const useCreateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
};
