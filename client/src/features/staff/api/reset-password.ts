import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResetPasswordInput } from "@shared/schema/staff-forms";
import { apiRequest } from "@/lib/api-client";
import { accountsQueryOptions } from "./get-accounts";

export const resetPassword = ({ id, ...input }: ResetPasswordInput & { id: string }) =>
  apiRequest<{ success: true }>("PUT", `/api/admin/accounts/${id}/password`, input);

export const useResetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey }),
  });
};
