import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OfferDto, OfferFormValues } from "@shared/schema/offers-forms";
import { apiRequest } from "@/lib/api-client";
import { offersQueryOptions } from "./get-offers";

export const createOffer = (input: OfferFormValues) => apiRequest<OfferDto>("POST", "/api/offers", input);

export const useCreateOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryOptions().queryKey }),
  });
};
