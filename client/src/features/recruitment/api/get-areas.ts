import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AreaRow } from "@shared/schema/recruitment-forms";
import { getFromKey } from "@/lib/api-client";

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const areasQueryOptions = (params: { active?: boolean } = {}) =>
  queryOptions({
    queryKey: params.active ? ["areas", { active: true }] : ["areas"],
    queryFn: getFromKey<AreaRow[]>,
  });

export const useAreas = (params: { active?: boolean } = {}) => useQuery(areasQueryOptions(params));
