import { FEATURE, type RouteTable } from "./endpoint";

export const socialRoutes = {
  [FEATURE]: "social",
  list: { method: "GET", path: "/api/social-links", access: "public" },
  create: { method: "POST", path: "/api/social-links", access: "admin" },
  update: { method: "PUT", path: "/api/social-links/:id", access: "admin" },
  remove: { method: "DELETE", path: "/api/social-links/:id", access: "admin" },
} as const satisfies RouteTable;
