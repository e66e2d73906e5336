import { FEATURE, type RouteTable } from "./endpoint";

export const overviewRoutes = {
  [FEATURE]: "overview",
  attention: { method: "GET", path: "/api/admin/attention", access: "admin" },
  applicationsSeen: { method: "PUT", path: "/api/admin/attention/applications-seen", access: "admin" },
  charts: { method: "GET", path: "/api/admin/overview", access: "admin" },
} as const satisfies RouteTable;
