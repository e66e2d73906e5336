import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationListItem, ApplicationsFilter } from "@shared/schema/recruitment-application-forms";
import { getFromKey, pathFromKey } from "@/lib/api-client";

/** No filter gives the key every applications query starts with, so mutations can invalidate them all. */
export const applicationsQueryOptions = (filter: ApplicationsFilter = {}) =>
  queryOptions({
    queryKey: Object.values(filter).some(Boolean) ? ["job-applications", filter] : ["job-applications"],
    queryFn: getFromKey<ApplicationListItem[]>,
  });

export const useApplications = (filter: ApplicationsFilter = {}) => useQuery(applicationsQueryOptions(filter));

/** The CSV download address for the same filter (a plain link: the browser sends the session cookie). */
export const applicationsExportUrl = (filter: ApplicationsFilter = {}) =>
  pathFromKey(["job-applications", "export.csv", filter]);
