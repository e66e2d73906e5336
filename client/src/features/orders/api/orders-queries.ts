import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ordersRoutes } from "@shared/api/orders.routes";
import { FINAL_STATUSES_FOR_REFRESH } from "../components/order-labels";
import type { PlaceOrderInput } from "@shared/schema/orders-forms";
import { apiQuery, call, callWithHeaders, hrefOf } from "@/lib/api-client";
import { orderBoardRoutes } from "@shared/api/order-board.routes";
import type { OrderStatus } from "@shared/order-status";
import { useEventStream } from "@/hooks/use-event-stream";

/** Which branches take orders now, with their slots; read fresh (it changes with every order). */
export const orderingQuery = () => ({ ...apiQuery(ordersRoutes, "ordering"), staleTime: 30_000 });

/**
 * An order by its token. The page follows it live (useFollowOrder); the slow poll until it is
 * collected, cancelled or missed only serves a network that holds event streams back.
 */
export const orderQuery = (token: string) =>
  queryOptions({
    ...apiQuery(ordersRoutes, "get", { params: { token } }),
    refetchInterval: (query) =>
      query.state.data && FINAL_STATUSES_FOR_REFRESH.includes(query.state.data.status) ? false : 60_000,
  });

/** True once the page runs in the browser (ordering is never drawn by the server: it changes by the minute). */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Whether at least one branch takes orders now: the add buttons, the cart and «اطلب الآن» show only then. */
export function useOrderingOpen(): boolean {
  const hydrated = useHydrated();
  const ordering = useQuery({ ...orderingQuery(), enabled: hydrated, retry: false });
  // A part hydrated after another one read the answer finds it cached already; its first render must
  // still match the server's, which draws no ordering.
  return hydrated && (ordering.data?.some((branch) => branch.takesOrders) ?? false);
}

/** Places the order; the same key on a retry (a lost answer) gets the same order back, never a second. */
export const placeOrder = (body: PlaceOrderInput, idempotencyKey: string) =>
  callWithHeaders({ "Idempotency-Key": idempotencyKey }, ordersRoutes, "place", { body });

export const cancelOrder = (token: string) => call(ordersRoutes, "cancel", { params: { token } });

// Its own module: only the status page carries it, not every page with the cart.
/**
 * Follows the order's changes from the server's stream while it is still open: each change, and
 * every (re)connection (which may have missed one), reads the order again.
 */
export function useFollowOrder(token: string, status: OrderStatus | undefined): void {
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: orderQuery(token).queryKey });
  const open = !!status && !FINAL_STATUSES_FOR_REFRESH.includes(status);
  useEventStream(open ? hrefOf(orderBoardRoutes, "follow", { params: { token } }) : null, {
    onOpen: reread,
    events: { status: reread, resync: reread },
  });
}
