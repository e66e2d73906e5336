import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GovernorateRow } from "@shared/schema/recruitment-forms";
import { getFromKey } from "@/lib/api-client";

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const governoratesQueryOptions = (params: { active?: boolean } = {}) =>
  queryOptions({
    queryKey: params.active ? ["governorates", { active: true }] : ["governorates"],
    queryFn: getFromKey<GovernorateRow[]>,
  });

export const useGovernorates = (params: { active?: boolean } = {}) => useQuery(governoratesQueryOptions(params));
