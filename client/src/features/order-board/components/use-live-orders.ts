import { useQueryClient } from "@tanstack/react-query";
import { ammanParts } from "@shared/amman-time";
import type { BoardOrderDto } from "@shared/api/order-board.contract";
import { OPEN_ORDER_STATUSES } from "@shared/order-status";
import { useEventStream } from "@/hooks/use-event-stream";
import { boardEventsHref } from "../api/order-board-queries";

/** Today's board holds today's pickups, and the open orders placed ahead for a later day. */
const onTodaysBoard = (order: BoardOrderDto, today: string) => {
  const day = ammanParts(new Date(order.pickupAt)).date;
  return day === today || (day > today && OPEN_ORDER_STATUSES.includes(order.status));
};

const byPickup = (a: BoardOrderDto, b: BoardOrderDto) => a.pickupAt.localeCompare(b.pickupAt) || a.number - b.number;

/**
 * Keeps the board's lists current from the stream: a changed order replaces its card, a new one of
 * today is added where its branch is shown; on every (re)connection and on `resync` the lists are
 * read again, so nothing missed while away stays missing. Returns whether the stream is connected.
 */
export function useLiveOrders(onChange: (order: BoardOrderDto, before: BoardOrderDto | undefined) => void): boolean {
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: ["order-board"] });
  return useEventStream(boardEventsHref(), {
    onOpen: reread,
    events: {
      resync: reread,
      order: (data) => {
        const order = data as BoardOrderDto;
        let before: BoardOrderDto | undefined;
        const today = ammanParts(new Date()).date;
        for (const [key, list] of queryClient.getQueriesData<BoardOrderDto[]>({ queryKey: ["order-board", "list"] })) {
          if (!list) continue;
          const input = key[2] as { query?: { branch?: string } };
          const shown = !input.query?.branch || input.query.branch === order.branch;
          const found = list.find((o) => o.id === order.id);
          before ??= found;
          if (found)
            queryClient.setQueryData(
              key,
              list.map((o) => (o.id === order.id ? order : o)),
            );
          else if (shown && onTodaysBoard(order, today)) queryClient.setQueryData(key, [...list, order].sort(byPickup));
        }
        void queryClient.invalidateQueries({ queryKey: ["order-board", "waiting"] });
        void queryClient.invalidateQueries({ queryKey: ["order-board", "summary"] });
        onChange(order, before);
      },
    },
  });
}
