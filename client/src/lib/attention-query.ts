import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiQuery } from "./api-client";
import { overviewRoutes } from "@shared/api/overview.routes";
import { orderBoardRoutes } from "@shared/api/order-board.routes";

// The admin's "what is waiting" counts: read by the dashboard frame, the overview and the jobs page,
// so the query lives here rather than in one feature.
export const attentionQueryOptions = () => apiQuery(overviewRoutes, "attention");

/**
 * Orders waiting at each of the staff's branches: the sidebar's badge and the overview. The board
 * refreshes it live from its stream; elsewhere it is read again every 15 s, so a waiting order shows
 * on whatever page the staff is on.
 */
export const waitingOrdersQuery = () => ({ ...apiQuery(orderBoardRoutes, "waiting"), refetchInterval: 15_000 });

/** How many orders wait for acceptance across the staff's branches. */
export function useWaitingOrderCount(): number {
  const waiting = useQuery(waitingOrdersQuery()).data;
  return (waiting ?? []).reduce((sum, branch) => sum + branch.received, 0);
}

/** Off for a role that may not read the counts (a cashier). */
export const useAttention = (enabled = true) => useQuery({ ...attentionQueryOptions(), enabled });

/**
 * No polling: the counts are read again when the admin moves to another dashboard page
 * and after any change the admin makes (an approval, a status change), which is when they move.
 * A mutation with meta { refreshesAttention: false } (signing out) does not trigger a read.
 */
export function useAttentionRefresh(location: string) {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger (a new page re-reads the counts), not a value the effect reads
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: attentionQueryOptions().queryKey });
  }, [location, queryClient]);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const wanted = event.mutation?.meta?.refreshesAttention !== false;
        if (event.type === "updated" && event.action.type === "success" && wanted) {
          void queryClient.invalidateQueries({ queryKey: attentionQueryOptions().queryKey });
        }
      }),
    [queryClient],
  );
}
