import { BRAND } from "@shared/brand";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@shared/order-status";

/** Statuses after which the order page stops asking for news. */
export const FINAL_STATUSES_FOR_REFRESH: readonly OrderStatus[] = ["collected", "cancelled", "no_show"];

/** The steps the status page draws, in order. */
export const ORDER_STEPS: readonly OrderStatus[] = ["received", "accepted", "preparing", "ready", "collected"];

/** The status page's tab title leads with the status, so a visitor who left the tab sees when the order is ready. */
export const orderStatusTitle = (number: number, status: OrderStatus) =>
  `${ORDER_STATUS_LABELS[status]} · طلب ${number} – ${BRAND.name}`;
