import { FEATURE, type RouteTable } from "./endpoint";

export const termsRoutes = {
  [FEATURE]: "terms",
  get: { method: "GET", path: "/api/terms-and-conditions", access: "public" },
  update: { method: "PUT", path: "/api/terms-and-conditions", access: "owner" },
} as const satisfies RouteTable;
