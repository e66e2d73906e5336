import { FEATURE, type RouteTable } from "./endpoint";

export const siteSettingsRoutes = {
  [FEATURE]: "site-settings",
  get: { method: "GET", path: "/api/site-settings", access: "public" },
  update: { method: "PUT", path: "/api/site-settings", access: "owner" },
} as const satisfies RouteTable;
