import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuestionRow } from "@shared/schema/recruitment-forms";
import { getFromKey } from "@/lib/api-client";

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const questionsQueryOptions = (params: { active?: boolean } = {}) =>
  queryOptions({
    queryKey: params.active ? ["application-questions", { active: true }] : ["application-questions"],
    queryFn: getFromKey<QuestionRow[]>,
  });

export const useQuestions = (params: { active?: boolean } = {}) => useQuery(questionsQueryOptions(params));
