import { FEATURE, type RouteTable } from "./endpoint";

export const staffRoutes = {
  [FEATURE]: "staff",
  accounts: { method: "GET", path: "/api/admin/accounts", access: "owner" },
  createAccount: { method: "POST", path: "/api/admin/accounts", access: "owner" },
  setAccountDisabled: { method: "PUT", path: "/api/admin/accounts/:id", access: "owner" },
  // The role and, for a manager or cashier, the branches they work at.
  setAccountRole: { method: "PUT", path: "/api/admin/accounts/:id/role", access: "owner" },
  // A colleague's full name; one's own goes through setOwnName.
  setAccountName: { method: "PUT", path: "/api/admin/accounts/:id/name", access: "owner" },
  resetPassword: { method: "PUT", path: "/api/admin/accounts/:id/password", access: "owner" },
  // The one write open to an account on a temporary password: replacing it.
  changePassword: { method: "PUT", path: "/api/admin/password", access: "signedIn" },
  // Every role: one's own full name and sessions.
  setOwnName: { method: "PUT", path: "/api/admin/name", access: "cashier" },
  sessions: { method: "GET", path: "/api/admin/sessions", access: "cashier" },
  endSession: { method: "DELETE", path: "/api/admin/sessions/:id", access: "cashier" },
} as const satisfies RouteTable;
