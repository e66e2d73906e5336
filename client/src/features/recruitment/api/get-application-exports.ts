import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";

// Read when the history is opened, every time: a download is a plain link the app does not see finish.
export const useApplicationExports = (enabled: boolean) =>
  useQuery({ ...apiQuery(recruitmentRoutes, "exports"), enabled, refetchOnMount: "always" });
