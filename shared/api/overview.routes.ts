import { FEATURE, type RouteTable } from "./endpoint";

export const overviewRoutes = {
  [FEATURE]: "overview",
  attention: { method: "GET", path: "/api/admin/attention", access: "manager" },
  applicationsSeen: { method: "PUT", path: "/api/admin/attention/applications-seen", access: "manager" },
  // A branch manager's charts count their branches' applications and draw entries (the handler narrows them).
  charts: { method: "GET", path: "/api/admin/overview", access: "manager" },
} as const satisfies RouteTable;
