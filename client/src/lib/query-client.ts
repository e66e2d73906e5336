import { QueryClient } from "@tanstack/react-query";
import { getFromKey } from "./api-client";

/** Data never goes stale by itself: no refetch on focus, no polling, no retries (SPEC.md 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getFromKey,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
