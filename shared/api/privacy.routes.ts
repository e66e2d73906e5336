import { FEATURE, type RouteTable } from "./endpoint";

export const privacyRoutes = {
  [FEATURE]: "privacy",
  settings: { method: "GET", path: "/api/admin/privacy", access: "owner" },
  updateSettings: { method: "PUT", path: "/api/admin/privacy", access: "owner" },
} as const satisfies RouteTable;
