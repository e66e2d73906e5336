import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";

/** Fetched only while an application is selected. */
export const useApplicationAnswers = (applicationId: string | null) =>
  useQuery({
    ...apiQuery("recruitment", "applicationAnswers", { params: { id: applicationId ?? "" } }),
    enabled: !!applicationId,
  });
