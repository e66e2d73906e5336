import { FEATURE, type RouteTable } from "./endpoint";

export const branchesRoutes = {
  [FEATURE]: "branches",
  list: { method: "GET", path: "/api/branches", access: "public" },
  adminList: { method: "GET", path: "/api/admin/branches", access: "manager" },
  // Every role: the names history shows (hand-overs, scopes, orders), closed branches too.
  names: { method: "GET", path: "/api/admin/branch-names", access: "cashier" },
  create: { method: "POST", path: "/api/branches", access: "owner" },
  update: { method: "PUT", path: "/api/branches/:slug", access: "manager" },
  rename: { method: "PUT", path: "/api/branches/:slug/name", access: "owner" },
  move: { method: "POST", path: "/api/branches/:slug/move", access: "owner" },
  setClosed: { method: "PUT", path: "/api/branches/:slug/closed", access: "owner" },
} as const satisfies RouteTable;
