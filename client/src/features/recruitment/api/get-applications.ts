import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ApplicationsFilter, ApplicationsQuery } from "@shared/schema/recruitment-application-forms";
import { hrefOf } from "@/lib/api-client";
import { apiPageQuery } from "@/lib/api-page";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";

// The previous page stays on screen while the next one (or a new filter or search) loads.
export const useApplications = (query: ApplicationsQuery = {}) =>
  useQuery({ ...apiPageQuery(recruitmentRoutes, "applications", { query }), placeholderData: keepPreviousData });

/** The CSV download address for the same filter and search, every page (a plain link: the browser sends the session cookie). */
export const applicationsExportUrl = (filter: ApplicationsFilter = {}) =>
  hrefOf(recruitmentRoutes, "exportApplications", { query: filter });
