import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getFromKey } from "./api-client";
import { onSessionExpired } from "./session-expiry";

/** Data never goes stale by itself: no refetch on focus, no polling, no retries (SPEC.md 9). */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onSessionExpired(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => onSessionExpired(client, error) }),
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
  return client;
}
