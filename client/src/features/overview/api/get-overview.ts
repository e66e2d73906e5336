import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OverviewCharts } from "@shared/schema/attention-forms";
import { apiRequest } from "@/lib/api-client";

export const getOverview = () => apiRequest<OverviewCharts>("GET", "/api/admin/overview");

export const overviewQueryOptions = () => queryOptions({ queryKey: ["admin", "overview"], queryFn: getOverview });

// Fresh each time the page opens: the charts are a look at today, not data being edited.
export const useOverview = () => useQuery({ ...overviewQueryOptions(), refetchOnMount: "always" });
