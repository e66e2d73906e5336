import { useMutation } from "@tanstack/react-query";
import type { ReviewRow, SubmitReviewData } from "@shared/schema/reviews-forms";
import { apiRequest } from "@/lib/api-client";

export const submitReview = (input: SubmitReviewData) => apiRequest<ReviewRow>("POST", "/api/submit-review", input);

export const useSubmitReview = () => useMutation({ mutationFn: submitReview });
