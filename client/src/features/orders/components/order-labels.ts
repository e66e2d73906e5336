import type { OrderStatus } from "@shared/order-status";

/** Statuses after which the order page stops asking for news. */
export const FINAL_STATUSES_FOR_REFRESH: readonly OrderStatus[] = ["collected", "cancelled", "no_show"];

/** The steps the status page draws, in order. */
export const ORDER_STEPS: readonly OrderStatus[] = ["received", "accepted", "preparing", "ready", "collected"];
