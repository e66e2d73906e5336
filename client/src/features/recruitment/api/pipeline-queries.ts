import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";

/** An application's stage history and staff notes; fetched while its details are open, refreshed after each change. */
export const useApplicationTimeline = (applicationId: string) =>
  useQuery(apiQuery(recruitmentRoutes, "applicationTimeline", { params: { id: applicationId } }));
