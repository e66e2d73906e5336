import { FEATURE, type RouteTable } from "./endpoint";

export const docsRoutes = {
  [FEATURE]: "docs",
  openapi: { method: "GET", path: "/api/openapi.json", access: "public" },
} as const satisfies RouteTable;
