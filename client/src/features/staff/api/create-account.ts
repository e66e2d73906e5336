import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateAccountInput } from "@shared/schema/staff-forms";
import { apiRequest } from "@/lib/api-client";
import { accountsQueryOptions } from "./get-accounts";

export const createAccount = (input: CreateAccountInput) =>
  apiRequest<{ id: string; username: string }>("POST", "/api/admin/accounts", input);

export const useCreateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey }),
  });
};
