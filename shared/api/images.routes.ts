import { FEATURE, type RouteTable } from "./endpoint";

// The signed PUT of the file itself and the public /objects/* are served outside /api.
export const imagesRoutes = {
  [FEATURE]: "images",
  uploadUrl: { method: "POST", path: "/api/objects/upload", access: "manager" },
  process: { method: "PUT", path: "/api/menu-item-images", access: "manager" },
} as const satisfies RouteTable;
