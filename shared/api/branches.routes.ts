import { FEATURE, type RouteTable } from "./endpoint";

export const branchesRoutes = {
  [FEATURE]: "branches",
  list: { method: "GET", path: "/api/branches", access: "public" },
  adminList: { method: "GET", path: "/api/admin/branches", access: "manager" },
  update: { method: "PUT", path: "/api/branches/:slug", access: "manager" },
} as const satisfies RouteTable;
