import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { entriesQueryKey } from "./get-entries";

/**
 * Erasure on the visitor's request: the entry's phone and typed invoice go; the entry stays (its
 * invoice can never win again) and the audit log keeps only that it happened.
 */
export const eraseEntry = (id: string) => apiRequest<void>("DELETE", `/api/lottery-entries/${id}/personal-data`);

export const useEraseEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entriesQueryKey }),
  });
};
