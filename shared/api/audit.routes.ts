import { FEATURE, type RouteTable } from "./endpoint";

export const auditRoutes = {
  [FEATURE]: "audit",
  log: { method: "GET", path: "/api/admin/audit-log", access: "owner" },
} as const satisfies RouteTable;
