import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiQuery, call, hrefOf } from "@/lib/api-client";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import type { ApplicationsFilter, ApplicationsQuery } from "@shared/schema/recruitment-application-forms";
import { apiPageQuery } from "@/lib/api-page";
import { useEffect } from "react";
import { attentionQueryOptions } from "@/lib/attention-query";
import { overviewRoutes } from "@shared/api/overview.routes";

/** Fetched only while an application is selected. */
export const useApplicationAnswers = (applicationId: string | null) =>
  useQuery({
    ...apiQuery(recruitmentRoutes, "applicationAnswers", { params: { id: applicationId ?? "" } }),
    enabled: !!applicationId,
  });

// Read when the history is opened, every time: a download is a plain link the app does not see finish.
export const useApplicationExports = (enabled: boolean) =>
  useQuery({ ...apiQuery(recruitmentRoutes, "exports"), enabled, refetchOnMount: "always" });

// The previous page stays on screen while the next one (or a new filter or search) loads.
export const useApplications = (query: ApplicationsQuery = {}) =>
  useQuery({ ...apiPageQuery(recruitmentRoutes, "applications", { query }), placeholderData: keepPreviousData });

/** The CSV download address for the same filter and search, every page (a plain link: the browser sends the session cookie). */
export const applicationsExportUrl = (filter: ApplicationsFilter = {}) =>
  hrefOf(recruitmentRoutes, "exportApplications", { query: filter });

const markApplicationsSeen = () => call(overviewRoutes, "applicationsSeen");

/** Opening the applications list counts as having looked: the sidebar's "new" count starts again from zero. */
export function useMarkApplicationsSeen() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: markApplicationsSeen,
    // The answer is the new counts; nothing to read again.
    meta: { refreshesAttention: false },
    // A read of the counts already on its way may have been counted before this mark: it must not
    // land after this answer and bring the old number back to the sidebar.
    onMutate: () => queryClient.cancelQueries({ queryKey: attentionQueryOptions().queryKey }),
    onSuccess: (counts) => queryClient.setQueryData(attentionQueryOptions().queryKey, counts),
  });
  useEffect(() => mutate(), [mutate]);
}
