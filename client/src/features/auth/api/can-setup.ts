import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** A failing check counts as "not allowed" (SPEC.md 8). */
export const getCanSetup = () =>
  apiRequest<{ canSetup: boolean }>("GET", "/api/admin/can-setup").then(
    (r) => r.canSetup === true,
    () => false,
  );

export const canSetupQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "can-setup"], queryFn: getCanSetup, gcTime: 0 });

export const useCanSetup = () => useQuery(canSetupQueryOptions());
