/** Where the dashboard lives; its pages below are relative to it. */
export const ADMIN_BASE = "/admin/dashboard";

/**
 * Every page of the dashboard, relative to ADMIN_BASE. The server answers exactly these (and the
 * sign-in pages) with the dashboard, anything else under /admin with the 404 page, and the client
 * router draws one page per entry.
 */
export const ADMIN_DASHBOARD_PAGES = [
  "/",
  "/overview",
  "/orders",
  "/offers",
  "/reviews",
  "/reels",
  "/social",
  "/jobs",
  "/prizes",
  "/lottery",
  "/sold-out",
  "/terms",
  "/branches",
  "/settings",
  "/staff",
  "/audit",
  "/account",
] as const;

export type AdminDashboardPage = (typeof ADMIN_DASHBOARD_PAGES)[number];

/** The admin paths outside the dashboard: /admin itself sends the browser on to the dashboard. */
export const ADMIN_ENTRY_PAGES = ["/admin", "/admin/login", "/admin/setup"] as const;

const dashboardPath = (page: AdminDashboardPage) => (page === "/" ? ADMIN_BASE : ADMIN_BASE + page);

const ADMIN_PATHS: ReadonlySet<string> = new Set([...ADMIN_ENTRY_PAGES, ...ADMIN_DASHBOARD_PAGES.map(dashboardPath)]);

/** Whether a path (exactly, case and trailing slash included) is one of the admin's pages. */
export const isAdminPath = (pathname: string): boolean => ADMIN_PATHS.has(pathname);
