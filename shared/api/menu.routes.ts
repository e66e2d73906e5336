import { FEATURE, type RouteTable } from "./endpoint";

export const menuRoutes = {
  [FEATURE]: "menu",
  list: { method: "GET", path: "/api/menu-items", access: "public" },
  featured: { method: "GET", path: "/api/menu-items/featured", access: "public" },
  create: { method: "POST", path: "/api/menu-items", access: "admin" },
  update: { method: "PUT", path: "/api/menu-items/:id", access: "admin" },
  remove: { method: "DELETE", path: "/api/menu-items/:id", access: "admin" },
} as const satisfies RouteTable;
