import { FEATURE, type RouteTable } from "./endpoint";

export const overviewRoutes = {
  [FEATURE]: "overview",
  attention: { method: "GET", path: "/api/admin/attention", access: "manager" },
  applicationsSeen: { method: "PUT", path: "/api/admin/attention/applications-seen", access: "manager" },
  charts: { method: "GET", path: "/api/admin/overview", access: "owner" },
} as const satisfies RouteTable;
