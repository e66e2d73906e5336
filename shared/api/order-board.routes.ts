import { FEATURE, type RouteTable } from "./endpoint";

// The branch's live order board. Every staff role works it; the handlers narrow a cashier and a
// manager to their branches.
export const orderBoardRoutes = {
  [FEATURE]: "order-board",
  list: { method: "GET", path: "/api/admin/orders", access: "cashier" },
  changeStatus: { method: "PUT", path: "/api/admin/orders/:id/status", access: "cashier" },
  history: { method: "GET", path: "/api/admin/orders/:id/history", access: "cashier" },
  events: { method: "GET", path: "/api/admin/orders/events", access: "cashier" },
  waiting: { method: "GET", path: "/api/admin/orders/waiting", access: "cashier" },
  summary: { method: "GET", path: "/api/admin/orders/summary", access: "cashier" },
  // No-shows per phone at the caller's branches (a manager's or the owner's, beside the block list).
  phones: { method: "GET", path: "/api/admin/order-phones", access: "manager" },
  // The visitor's status page follows its one order.
  follow: { method: "GET", path: "/api/orders/:token/events", access: "public" },
} as const satisfies RouteTable;
