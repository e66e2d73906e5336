import { FEATURE, type RouteTable } from "./endpoint";

export const staffRoutes = {
  [FEATURE]: "staff",
  accounts: { method: "GET", path: "/api/admin/accounts", access: "admin" },
  createAccount: { method: "POST", path: "/api/admin/accounts", access: "admin" },
  setAccountDisabled: { method: "PUT", path: "/api/admin/accounts/:id", access: "admin" },
  resetPassword: { method: "PUT", path: "/api/admin/accounts/:id/password", access: "admin" },
  // The one write open to an account on a temporary password: replacing it.
  changePassword: { method: "PUT", path: "/api/admin/password", access: "signedIn" },
  sessions: { method: "GET", path: "/api/admin/sessions", access: "admin" },
  endSession: { method: "DELETE", path: "/api/admin/sessions/:id", access: "admin" },
} as const satisfies RouteTable;
