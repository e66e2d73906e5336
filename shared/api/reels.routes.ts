import { FEATURE, type RouteTable } from "./endpoint";

export const reelsRoutes = {
  [FEATURE]: "reels",
  approved: { method: "GET", path: "/api/customer-reels/approved", access: "public" },
  submit: { method: "POST", path: "/api/submit-reel", access: "public" },
  list: { method: "GET", path: "/api/customer-reels", access: "manager" },
  approve: { method: "PUT", path: "/api/customer-reels/:id/approve", access: "manager" },
  setActive: { method: "PUT", path: "/api/customer-reels/:id", access: "manager" },
  remove: { method: "DELETE", path: "/api/customer-reels/:id", access: "manager" },
} as const satisfies RouteTable;
