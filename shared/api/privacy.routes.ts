import type { RouteTable } from "./endpoint";

export const privacyRoutes = {
  settings: { method: "GET", path: "/api/admin/privacy", access: "admin" },
  updateSettings: { method: "PUT", path: "/api/admin/privacy", access: "admin" },
} as const satisfies RouteTable;
