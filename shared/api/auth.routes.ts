import { FEATURE, type RouteTable } from "./endpoint";

export const authRoutes = {
  [FEATURE]: "auth",
  canSetup: { method: "GET", path: "/api/admin/can-setup", access: "public" },
  setup: { method: "POST", path: "/api/admin/setup", access: "public" },
  login: { method: "POST", path: "/api/admin/login", access: "public" },
  // Public: a visitor learns that nobody is signed in, which is what the dashboard asks first.
  session: { method: "GET", path: "/api/admin/session", access: "public" },
  // Public: signing out with a session that already ended still clears the cookie and answers 200.
  logout: { method: "POST", path: "/api/admin/logout", access: "public" },
} as const satisfies RouteTable;
