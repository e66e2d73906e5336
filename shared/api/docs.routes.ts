import type { RouteTable } from "./endpoint";

export const docsRoutes = {
  openapi: { method: "GET", path: "/api/openapi.json", access: "public" },
} as const satisfies RouteTable;
