import type { RouteTable } from "./endpoint";

export const auditRoutes = {
  log: { method: "GET", path: "/api/admin/audit-log", access: "admin" },
} as const satisfies RouteTable;
