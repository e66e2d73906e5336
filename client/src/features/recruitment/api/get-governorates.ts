import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-client";

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const governoratesQueryOptions = (params: { active?: boolean } = {}) =>
  apiQuery("recruitment", "governorates", { query: params.active ? { active: "true" } : {} });

export const useGovernorates = (params: { active?: boolean } = {}) => useQuery(governoratesQueryOptions(params));
