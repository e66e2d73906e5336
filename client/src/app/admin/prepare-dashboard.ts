import type { QueryClient } from "@tanstack/react-query";
import { ADMIN_BASE, type AdminDashboardPage } from "@shared/app-paths";
import { sessionQuery } from "@/features/auth/api/auth-queries";
import { adminCategoriesQuery, adminMenuQuery } from "@/features/menu/api/menu-queries";

const SESSION_HANDOVER_MS = 10_000;

const loadDashboardFrame = () => import("./admin-app");

/**
 * The dashboard page an address opens: its code, and the reads every role makes there first.
 * Pages not listed load as usual once the frame has checked the session.
 */
const FIRST_PAGES: Partial<
  Record<AdminDashboardPage, { code: () => Promise<unknown>; reads: (client: QueryClient) => Promise<unknown>[] }>
> = {
  "/": {
    code: () => import("@/features/menu/components/admin-menu-page"),
    reads: (client) => [client.prefetchQuery(adminMenuQuery()), client.prefetchQuery(adminCategoriesQuery())],
  },
  "/overview": { code: () => import("./overview-route"), reads: () => [] },
};

const pageOf = (path: string) => {
  const page = path.split(/[?#]/)[0].slice(ADMIN_BASE.length) || "/";
  return FIRST_PAGES[page as AdminDashboardPage];
};

/** The code of the dashboard's frame and of the page at `path`: loaded while the login form is on screen. */
export const loadDashboardCode = (path: string) => Promise.all([loadDashboardFrame(), pageOf(path)?.code()]);

/**
 * Starts, the moment the sign-in is answered, everything the dashboard's first page waits for: the
 * session check, the page's code and its first reads, side by side. Without it they ran one after
 * another after a full page load: the page, its code, the session, then the page's data (about 1.2 s
 * after the sign-in answer, measured in the commit that added this). Resolves once the code is here
 * (it was fetched while the form was filled in), with the reads still in flight.
 */
export async function prepareDashboard(client: QueryClient, path: string): Promise<void> {
  const page = pageOf(path);
  // A session read is otherwise dropped the moment nobody watches it; this one waits a few seconds
  // for the frame to mount and take it (signing out empties the cache, so it never outlives the session).
  void client.prefetchQuery({ ...sessionQuery(), gcTime: SESSION_HANDOVER_MS });
  for (const read of page?.reads(client) ?? []) void read;
  await loadDashboardCode(path);
}
