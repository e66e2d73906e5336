import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { accountsQueryOptions } from "./get-accounts";

export const setAccountDisabled = ({ id, disabled }: { id: string; disabled: boolean }) =>
  apiRequest<{ success: true }>("PUT", `/api/admin/accounts/${id}`, { disabled });

export const useSetAccountDisabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey }),
  });
};
