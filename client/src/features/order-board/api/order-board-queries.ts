import { orderBoardRoutes } from "@shared/api/order-board.routes";
import { ordersRoutes } from "@shared/api/orders.routes";
import { apiQuery, hrefOf } from "@/lib/api-client";

/** The board's orders: today's, at one branch or all of the staff's. */
export const boardOrdersQuery = (branch?: string) =>
  apiQuery(orderBoardRoutes, "list", { query: branch ? { branch } : {} });

export const daySummaryQuery = (branch?: string) =>
  apiQuery(orderBoardRoutes, "summary", { query: branch ? { branch } : {} });

export const phoneRecordsQuery = () => apiQuery(orderBoardRoutes, "phones");

export const orderingSettingsQuery = () => apiQuery(ordersRoutes, "branchSettings");

export const blockedPhonesQuery = () => apiQuery(ordersRoutes, "blockedPhones");

/** The board's live stream of order changes. */
export const boardEventsHref = () => hrefOf(orderBoardRoutes, "events");
