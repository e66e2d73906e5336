import { FEATURE, type RouteTable } from "./endpoint";

export const reviewsRoutes = {
  [FEATURE]: "reviews",
  approved: { method: "GET", path: "/api/reviews/approved", access: "public" },
  submit: { method: "POST", path: "/api/submit-review", access: "public" },
  list: { method: "GET", path: "/api/reviews", access: "manager" },
  create: { method: "POST", path: "/api/reviews", access: "owner" },
  approve: { method: "PUT", path: "/api/reviews/:id/approve", access: "manager" },
  setActive: { method: "PUT", path: "/api/reviews/:id", access: "manager" },
  remove: { method: "DELETE", path: "/api/reviews/:id", access: "manager" },
} as const satisfies RouteTable;
