import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { applicationsQueryOptions } from "./get-applications";

/** Erasure on the applicant's request: the application and its answers go; the audit log keeps only that it happened. */
export const eraseApplication = (id: string) => apiRequest<void>("DELETE", `/api/job-applications/${id}`);

export const useEraseApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
  });
};
