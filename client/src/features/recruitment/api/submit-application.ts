import { useMutation } from "@tanstack/react-query";
import type { JobApplicationInput, JobApplicationResult } from "@shared/schema/recruitment-application-forms";
import { apiRequest } from "@/lib/api-client";

export const submitApplication = (input: JobApplicationInput) =>
  apiRequest<JobApplicationResult>("POST", "/api/job-applications", input);

export const useSubmitApplication = () => useMutation({ mutationFn: submitApplication });
