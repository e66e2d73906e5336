import { FEATURE, type RouteTable } from "./endpoint";

export const lotteryRoutes = {
  [FEATURE]: "lottery",
  enter: { method: "POST", path: "/api/lottery", access: "public" },
  availability: { method: "GET", path: "/api/lottery/availability", access: "public" },
  prizes: { method: "GET", path: "/api/prizes", access: "admin" },
  createPrize: { method: "POST", path: "/api/prizes", access: "admin" },
  updatePrize: { method: "PUT", path: "/api/prizes/:id", access: "admin" },
  removePrize: { method: "DELETE", path: "/api/prizes/:id", access: "admin" },
  entries: { method: "GET", path: "/api/lottery-entries", access: "admin" },
  exportEntries: { method: "GET", path: "/api/lottery-entries/export", access: "admin" },
  setEntryStatus: { method: "PUT", path: "/api/lottery-entries/:id/status", access: "admin" },
  eraseEntry: { method: "DELETE", path: "/api/lottery-entries/:id/personal-data", access: "admin" },
} as const satisfies RouteTable;
