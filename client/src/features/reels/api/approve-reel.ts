import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReelRow } from "@shared/schema/reels-forms";
import { apiRequest } from "@/lib/api-client";
import { reelsQueryOptions } from "./get-reels";

export const approveReel = (id: string) => apiRequest<ReelRow>("PUT", `/api/customer-reels/${id}/approve`);

export const useApproveReel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveReel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reelsQueryOptions().queryKey }),
  });
};
