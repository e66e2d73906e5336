import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { reportChange } from "./api-mutation";
import { onSessionExpired } from "./session-expiry";

/** Data never goes stale by itself: no refetch on focus, no polling, no retries: data changes when an admin changes it, and each change refreshes what it touched. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onSessionExpired(client, error) }),
    // Every change reports its outcome here, once: the toasts its meta asks for.
    mutationCache: new MutationCache({
      onError: (error, _input, _context, mutation) => {
        onSessionExpired(client, error);
        reportChange(mutation.meta, { error });
      },
      onSuccess: (result, _input, _context, mutation) => reportChange(mutation.meta, { result }),
    }),
    defaultOptions: {
      queries: {
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
