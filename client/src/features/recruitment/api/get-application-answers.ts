import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";

/** Fetched only while an application is selected. */
export const useApplicationAnswers = (applicationId: string | null) =>
  useQuery({
    ...apiQuery(recruitmentRoutes, "applicationAnswers", { params: { id: applicationId ?? "" } }),
    enabled: !!applicationId,
  });
