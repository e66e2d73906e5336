import { FEATURE, type RouteTable } from "./endpoint";

export const offersRoutes = {
  [FEATURE]: "offers",
  list: { method: "GET", path: "/api/offers", access: "public" },
  adminList: { method: "GET", path: "/api/admin/offers", access: "admin" },
  create: { method: "POST", path: "/api/offers", access: "admin" },
  update: { method: "PUT", path: "/api/offers/:id", access: "admin" },
  remove: { method: "DELETE", path: "/api/offers/:id", access: "admin" },
} as const satisfies RouteTable;
