import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { overviewRoutes } from "@shared/api/overview.routes";

export const chartsQuery = () => apiQuery(overviewRoutes, "charts");

// Fresh each time the page opens: the charts are a look at today, not data being edited.
export const useOverview = () => useQuery({ ...chartsQuery(), refetchOnMount: "always" });
