import type { QueryClient } from "@tanstack/react-query";
import { FETCHING_ATTRIBUTE } from "@shared/ssr";

/**
 * Keeps FETCHING_ATTRIBUTE on <html> while a query or mutation is in flight. The caches call their
 * listeners as a fetch starts or ends (not on a later tick), so the mark never lags the network.
 */
export function publishDataActivity(queryClient: QueryClient) {
  const update = () =>
    document.documentElement.toggleAttribute(
      FETCHING_ATTRIBUTE,
      queryClient.isFetching() + queryClient.isMutating() > 0,
    );
  queryClient.getQueryCache().subscribe(update);
  queryClient.getMutationCache().subscribe(update);
  update();
}
