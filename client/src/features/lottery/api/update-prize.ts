import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PrizeView, UpdatePrizeInput } from "@shared/schema/lottery-forms";
import { apiRequest } from "@/lib/api-client";
import { drawAvailabilityQueryOptions } from "./get-draw-availability";
import { prizesQueryOptions } from "./get-prizes";

export const updatePrize = ({ id, ...input }: UpdatePrizeInput & { id: string }) =>
  apiRequest<PrizeView>("PUT", `/api/prizes/${id}`, input);

export const useUpdatePrize = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrize,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: prizesQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: drawAvailabilityQueryOptions().queryKey });
    },
  });
};
