import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { applicationsQueryOptions } from "./get-applications";
import { areasQueryOptions } from "./get-areas";
import { governoratesQueryOptions } from "./get-governorates";

export const deleteGovernorate = (id: string) => apiRequest<void>("DELETE", `/api/governorates/${id}`);

// Its areas go with it, and applications then show it as unknown.
export const useDeleteGovernorate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGovernorate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: governoratesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: areasQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
      ]),
  });
};
