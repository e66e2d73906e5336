import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { offersQueryOptions } from "./get-offers";

export const deleteOffer = (id: string) => apiRequest<void>("DELETE", `/api/offers/${id}`);

export const useDeleteOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryOptions().queryKey }),
  });
};
