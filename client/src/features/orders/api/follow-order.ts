import { useQueryClient } from "@tanstack/react-query";
import { orderBoardRoutes } from "@shared/api/order-board.routes";
import type { OrderStatus } from "@shared/order-status";
import { useEventStream } from "@/hooks/use-event-stream";
import { hrefOf } from "@/lib/api-client";
import { FINAL_STATUSES_FOR_REFRESH } from "../components/order-labels";
import { orderQuery } from "./orders-queries";

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
