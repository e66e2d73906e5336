import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewRow } from "@shared/schema/reviews-forms";
import { apiRequest } from "@/lib/api-client";
import { reviewsQueryOptions } from "./get-reviews";

export const updateReviewVisibility = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiRequest<ReviewRow>("PUT", `/api/reviews/${id}`, { isActive });

export const useUpdateReviewVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewVisibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
};
