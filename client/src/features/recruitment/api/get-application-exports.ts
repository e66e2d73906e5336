import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationExportView } from "@shared/schema/recruitment-application-forms";
import { apiRequest } from "@/lib/api-client";

export const getApplicationExports = () => apiRequest<ApplicationExportView[]>("GET", "/api/job-applications/exports");

export const applicationExportsQueryOptions = () =>
  queryOptions({ queryKey: ["job-applications", "exports"], queryFn: getApplicationExports });

// Read when the history is opened, every time: a download is a plain link the app does not see finish.
export const useApplicationExports = (enabled: boolean) =>
  useQuery({ ...applicationExportsQueryOptions(), enabled, refetchOnMount: "always" });
