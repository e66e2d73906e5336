import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { reelsQueryOptions } from "./get-reels";

export const deleteReel = (id: string) => apiRequest<void>("DELETE", `/api/customer-reels/${id}`);

export const useDeleteReel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reelsQueryOptions().queryKey }),
  });
};
