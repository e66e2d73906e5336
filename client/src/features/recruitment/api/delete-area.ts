import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { applicationsQueryOptions } from "./get-applications";
import { areasQueryOptions } from "./get-areas";

export const deleteArea = (id: string) => apiRequest<void>("DELETE", `/api/areas/${id}`);

export const useDeleteArea = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArea,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: areasQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
      ]),
  });
};
