import { FEATURE, type RouteTable } from "./endpoint";

export const offersRoutes = {
  [FEATURE]: "offers",
  list: { method: "GET", path: "/api/offers", access: "public" },
  adminList: { method: "GET", path: "/api/admin/offers", access: "owner" },
  create: { method: "POST", path: "/api/offers", access: "owner" },
  update: { method: "PUT", path: "/api/offers/:id", access: "owner" },
  remove: { method: "DELETE", path: "/api/offers/:id", access: "owner" },
} as const satisfies RouteTable;
