import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQuery, call } from "@/lib/api-client";
import { authRoutes } from "@shared/api/auth.routes";

/** Whether the first admin may still be created; a failing check counts as "not allowed". */
export const canSetupQuery = () =>
  queryOptions({
    queryKey: [...apiQuery(authRoutes, "canSetup").queryKey, "allowed"] as const,
    queryFn: () =>
      call(authRoutes, "canSetup").then(
        (answer) => answer.canSetup,
        () => false,
      ),
    gcTime: 0,
  });

export const useCanSetup = () => useQuery(canSetupQuery());

// Never kept once unused: a session read is always a fresh answer.
export const sessionQuery = () => queryOptions({ ...apiQuery(authRoutes, "session"), gcTime: 0 });

export const useSession = () => useQuery(sessionQuery());
