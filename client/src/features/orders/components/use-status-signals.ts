import { useEffect, useRef } from "react";
import type { OrderStatus } from "@shared/order-status";
import { ORDER_STATUS_PAGE } from "@shared/public-pages";
import { FINAL_STATUSES_FOR_REFRESH, orderStatusTitle } from "./order-labels";
import { forgetOrder } from "./placed-orders";

/** Two short buzzes: the pattern a phone plays when the order turns ready while its page is open. */
const READY_VIBRATION = [200, 100, 200];

/**
 * What an order's page tells beyond itself as the status moves: the tab's title leads with the status,
 * a phone buzzes when the order turns ready while the page is open (not when it opens on a ready
 * order), and an order seen to its end leaves the header's way back to it.
 */
export function useStatusSignals(token: string, number: number | undefined, status: OrderStatus | undefined): void {
  useEffect(() => {
    document.title = status && number !== undefined ? orderStatusTitle(number, status) : ORDER_STATUS_PAGE.title;
  }, [status, number]);

  const previous = useRef(status);
  useEffect(() => {
    if (status === "ready" && previous.current && previous.current !== "ready") navigator.vibrate?.(READY_VIBRATION);
    previous.current = status;
  }, [status]);

  useEffect(() => {
    if (status && FINAL_STATUSES_FOR_REFRESH.includes(status)) forgetOrder(token);
  }, [status, token]);
}
