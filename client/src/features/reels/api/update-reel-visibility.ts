import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReelRow } from "@shared/schema/reels-forms";
import { apiRequest } from "@/lib/api-client";
import { reelsQueryOptions } from "./get-reels";

export const updateReelVisibility = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiRequest<ReelRow>("PUT", `/api/customer-reels/${id}`, { isActive });

export const useUpdateReelVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReelVisibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reelsQueryOptions().queryKey }),
  });
};
