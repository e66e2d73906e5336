import { FEATURE, type RouteTable } from "./endpoint";

export const ordersRoutes = {
  [FEATURE]: "orders",
  // Which branches take orders now, and their free pickup slots today and tomorrow.
  ordering: { method: "GET", path: "/api/ordering", access: "public" },
  place: { method: "POST", path: "/api/orders", access: "public" },
  get: { method: "GET", path: "/api/orders/:token", access: "public" },
  cancel: { method: "POST", path: "/api/orders/:token/cancel", access: "public" },
  // The owner, or the manager of that branch.
  branchSettings: { method: "GET", path: "/api/admin/ordering", access: "manager" },
  updateBranchSettings: { method: "PUT", path: "/api/branches/:slug/ordering", access: "manager" },
  blockedPhones: { method: "GET", path: "/api/blocked-phones", access: "manager" },
  blockPhone: { method: "POST", path: "/api/blocked-phones", access: "manager" },
  unblockPhone: { method: "DELETE", path: "/api/blocked-phones/:id", access: "manager" },
} as const satisfies RouteTable;
