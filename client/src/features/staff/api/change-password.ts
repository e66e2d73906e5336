import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@shared/schema/staff-forms";
import { apiRequest } from "@/lib/api-client";
import { sessionsQueryOptions } from "./get-sessions";

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<{ success: true }>("PUT", "/api/admin/password", input);

// The other sessions end with the change, so the list is read again.
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
};
