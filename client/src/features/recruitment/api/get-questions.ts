import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const questionsQueryOptions = (params: { active?: boolean } = {}) =>
  apiQuery("recruitment", "questions", { query: params.active ? { active: "true" } : {} });

export const useQuestions = (params: { active?: boolean } = {}) => useQuery(questionsQueryOptions(params));
