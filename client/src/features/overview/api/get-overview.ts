import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";

export const chartsQuery = () => apiQuery("overview", "charts");

// Fresh each time the page opens: the charts are a look at today, not data being edited.
export const useOverview = () => useQuery({ ...chartsQuery(), refetchOnMount: "always" });
