import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewRow } from "@shared/schema/reviews-forms";
import { apiRequest } from "@/lib/api-client";
import { reviewsQueryOptions } from "./get-reviews";

export const approveReview = (id: string) => apiRequest<ReviewRow>("PUT", `/api/reviews/${id}/approve`);

export const useApproveReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
};
