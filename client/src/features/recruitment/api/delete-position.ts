import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { applicationsQueryOptions } from "./get-applications";
import { positionsQueryOptions } from "./get-positions";

export const deletePosition = (id: string) => apiRequest<void>("DELETE", `/api/job-positions/${id}`);

export const useDeletePosition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosition,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
      ]),
  });
};
