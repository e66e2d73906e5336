import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobApplicationInput, JobApplicationResult } from "@shared/schema/recruitment-application-forms";
import { ApiError, apiRequest } from "@/lib/api-client";
import { termsQueryOptions } from "./get-terms";

export const submitApplication = (input: JobApplicationInput) =>
  apiRequest<JobApplicationResult>("POST", "/api/job-applications", input);

export const useSubmitApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    // 409: the consent text changed while the form was open; show the new words (the tick clears itself).
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: termsQueryOptions().queryKey });
    },
  });
};
