import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OfferDto, OfferFormValues } from "@shared/schema/offers-forms";
import { apiRequest } from "@/lib/api-client";
import { offersQueryOptions } from "./get-offers";

/** A full edit, or only { isActive } from the table's toggle. */
export type UpdateOfferInput = { id: string; changes: OfferFormValues | { isActive: boolean } };

export const updateOffer = ({ id, changes }: UpdateOfferInput) =>
  apiRequest<OfferDto>("PUT", `/api/offers/${id}`, changes);

export const useUpdateOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryOptions().queryKey }),
  });
};
