import { FEATURE, type RouteTable } from "./endpoint";

export const reviewsRoutes = {
  [FEATURE]: "reviews",
  approved: { method: "GET", path: "/api/reviews/approved", access: "public" },
  submit: { method: "POST", path: "/api/submit-review", access: "public" },
  list: { method: "GET", path: "/api/reviews", access: "admin" },
  create: { method: "POST", path: "/api/reviews", access: "admin" },
  approve: { method: "PUT", path: "/api/reviews/:id/approve", access: "admin" },
  setActive: { method: "PUT", path: "/api/reviews/:id", access: "admin" },
  remove: { method: "DELETE", path: "/api/reviews/:id", access: "admin" },
} as const satisfies RouteTable;
