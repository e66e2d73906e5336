import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { sessionsQueryOptions } from "./get-sessions";

export const endSession = (id: string) => apiRequest<void>("DELETE", `/api/admin/sessions/${encodeURIComponent(id)}`);

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
};
