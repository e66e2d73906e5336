import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { drawAvailabilityQueryOptions } from "./get-draw-availability";
import { entriesQueryKey } from "./get-entries";
import { prizesQueryOptions } from "./get-prizes";

export const deletePrize = (id: string) => apiRequest<void>("DELETE", `/api/prizes/${id}`);

export const useDeletePrize = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrize,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: prizesQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: drawAvailabilityQueryOptions().queryKey });
      // Its entries now show an unknown prize.
      queryClient.invalidateQueries({ queryKey: entriesQueryKey });
    },
  });
};
