import { FEATURE, type RouteTable } from "./endpoint";

export const menuRoutes = {
  [FEATURE]: "menu",
  list: { method: "GET", path: "/api/menu-items", access: "public" },
  featured: { method: "GET", path: "/api/menu-items/featured", access: "public" },
  shown: { method: "GET", path: "/api/menu-items/shown", access: "public" },
  details: { method: "GET", path: "/api/menu-items/details", access: "public" },
  create: { method: "POST", path: "/api/menu-items", access: "owner" },
  update: { method: "PUT", path: "/api/menu-items/:id", access: "owner" },
  move: { method: "POST", path: "/api/menu-items/:id/move", access: "owner" },
  // A branch manager or cashier marks sold-out at their branches (the handler narrows them).
  soldOut: { method: "PUT", path: "/api/menu-items/:id/sold-out", access: "cashier" },
  remove: { method: "DELETE", path: "/api/menu-items/:id", access: "owner" },
  categories: { method: "GET", path: "/api/menu-categories", access: "public" },
  searchSpellings: { method: "GET", path: "/api/menu-search-spellings", access: "public" },
  updateSearchSpellings: { method: "PUT", path: "/api/menu-search-spellings", access: "owner" },
  createCategory: { method: "POST", path: "/api/menu-categories", access: "owner" },
  updateCategory: { method: "PUT", path: "/api/menu-categories/:id", access: "owner" },
  moveCategory: { method: "POST", path: "/api/menu-categories/:id/move", access: "owner" },
  removeCategory: { method: "DELETE", path: "/api/menu-categories/:id", access: "owner" },
} as const satisfies RouteTable;
