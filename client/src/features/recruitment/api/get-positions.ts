import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JobPositionRow } from "@shared/schema/recruitment-forms";
import { getFromKey } from "@/lib/api-client";

/** Without options: every row (the admin's view). With { active: true }: active rows, as the public always gets. */
export const positionsQueryOptions = (params: { active?: boolean } = {}) =>
  queryOptions({
    queryKey: params.active ? ["job-positions", { active: true }] : ["job-positions"],
    queryFn: getFromKey<JobPositionRow[]>,
  });

export const usePositions = (params: { active?: boolean } = {}) => useQuery(positionsQueryOptions(params));
