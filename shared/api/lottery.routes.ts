import { FEATURE, type RouteTable } from "./endpoint";

export const lotteryRoutes = {
  [FEATURE]: "lottery",
  enter: { method: "POST", path: "/api/lottery", access: "public" },
  availability: { method: "GET", path: "/api/lottery/availability", access: "public" },
  drawSettings: { method: "GET", path: "/api/admin/draw-settings", access: "owner" },
  updateDrawSettings: { method: "PUT", path: "/api/admin/draw-settings", access: "owner" },
  prizes: { method: "GET", path: "/api/prizes", access: "owner" },
  createPrize: { method: "POST", path: "/api/prizes", access: "owner" },
  updatePrize: { method: "PUT", path: "/api/prizes/:id", access: "owner" },
  removePrize: { method: "DELETE", path: "/api/prizes/:id", access: "owner" },
  entries: { method: "GET", path: "/api/lottery-entries", access: "manager" },
  exportEntries: { method: "GET", path: "/api/lottery-entries/export", access: "manager" },
  // The draw at the counter: any staff role, at their own branches.
  lookupInvoice: { method: "GET", path: "/api/lottery-entries/lookup", access: "cashier" },
  handOver: { method: "PUT", path: "/api/lottery-entries/:id/hand-over", access: "cashier" },
  setEntryStatus: { method: "PUT", path: "/api/lottery-entries/:id/status", access: "owner" },
  eraseEntry: { method: "DELETE", path: "/api/lottery-entries/:id/personal-data", access: "owner" },
} as const satisfies RouteTable;
