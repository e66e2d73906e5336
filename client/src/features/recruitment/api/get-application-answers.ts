import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationAnswerView } from "@shared/schema/recruitment-application-forms";
import { getFromKey } from "@/lib/api-client";
import { applicationsQueryOptions } from "./get-applications";

export const applicationAnswersQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: [...applicationsQueryOptions().queryKey, applicationId, "answers"],
    queryFn: getFromKey<ApplicationAnswerView[]>,
  });

/** Fetched only while an application is selected. */
export const useApplicationAnswers = (applicationId: string | null) =>
  useQuery({ ...applicationAnswersQueryOptions(applicationId ?? ""), enabled: !!applicationId });
