import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const areasQueryOptions = (params: { active?: boolean } = {}) =>
  apiQuery(recruitmentRoutes, "areas", { query: params.active ? { active: "true" } : {} });

export const useAreas = (params: { active?: boolean } = {}) => useQuery(areasQueryOptions(params));

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const governoratesQueryOptions = (params: { active?: boolean } = {}) =>
  apiQuery(recruitmentRoutes, "governorates", { query: params.active ? { active: "true" } : {} });

export const useGovernorates = (params: { active?: boolean } = {}) => useQuery(governoratesQueryOptions(params));

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const positionsQueryOptions = (params: { active?: boolean } = {}) =>
  apiQuery(recruitmentRoutes, "positions", { query: params.active ? { active: "true" } : {} });

export const usePositions = (params: { active?: boolean } = {}) => useQuery(positionsQueryOptions(params));

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const questionsQueryOptions = (params: { active?: boolean } = {}) =>
  apiQuery(recruitmentRoutes, "questions", { query: params.active ? { active: "true" } : {} });

export const useQuestions = (params: { active?: boolean } = {}) => useQuery(questionsQueryOptions(params));
