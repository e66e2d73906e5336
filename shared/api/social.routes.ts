import { FEATURE, type RouteTable } from "./endpoint";

export const socialRoutes = {
  [FEATURE]: "social",
  list: { method: "GET", path: "/api/social-links", access: "public" },
  create: { method: "POST", path: "/api/social-links", access: "owner" },
  update: { method: "PUT", path: "/api/social-links/:id", access: "owner" },
  remove: { method: "DELETE", path: "/api/social-links/:id", access: "owner" },
} as const satisfies RouteTable;
