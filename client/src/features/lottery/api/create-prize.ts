import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePrizeInput, PrizeView } from "@shared/schema/lottery-forms";
import { apiRequest } from "@/lib/api-client";
import { drawAvailabilityQueryOptions } from "./get-draw-availability";
import { prizesQueryOptions } from "./get-prizes";

export const createPrize = (input: CreatePrizeInput) => apiRequest<PrizeView>("POST", "/api/prizes", input);

export const useCreatePrize = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrize,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: prizesQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: drawAvailabilityQueryOptions().queryKey });
    },
  });
};
