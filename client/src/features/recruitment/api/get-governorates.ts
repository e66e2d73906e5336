import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const governoratesQueryOptions = (params: { active?: boolean } = {}) =>
  apiQuery(recruitmentRoutes, "governorates", { query: params.active ? { active: "true" } : {} });

export const useGovernorates = (params: { active?: boolean } = {}) => useQuery(governoratesQueryOptions(params));
