import { FEATURE, type RouteTable } from "./endpoint";

export const privacyRoutes = {
  [FEATURE]: "privacy",
  settings: { method: "GET", path: "/api/admin/privacy", access: "admin" },
  updateSettings: { method: "PUT", path: "/api/admin/privacy", access: "admin" },
} as const satisfies RouteTable;
