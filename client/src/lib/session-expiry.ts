import type { QueryClient } from "@tanstack/react-query";
import { navigate } from "wouter/use-browser-location";
import { hasCode } from "./api-client";

const SIGNED_OUT_PAGES = ["/admin/login", "/admin/setup"];
const RETURN_PARAM = "next";
const DASHBOARD = "/admin/dashboard";

/** The login page's address that brings the admin back to `path` after signing in. */
export const loginPathFor = (path: string) => `/admin/login?${RETURN_PARAM}=${encodeURIComponent(path)}`;

/**
 * A 401 from an admin call means the session ended (idle expiry, a restart without the store, a
 * logout elsewhere): the cached admin data is dropped and the admin signs in again, then comes back.
 */
export function onSessionExpired(queryClient: QueryClient, error: unknown): void {
  if (!hasCode(error, "unauthorized") || typeof window === "undefined") return;
  const { pathname, search } = window.location;
  if (!pathname.startsWith("/admin") || SIGNED_OUT_PAGES.includes(pathname)) return;
  queryClient.clear();
  navigate(loginPathFor(pathname + search), { replace: true });
}

/** Where to go after signing in: the admin page the session ended on, never an address off this site. */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  const safe =
    !!next && next.startsWith("/admin/") && !/\/\/|\\/.test(next) && !SIGNED_OUT_PAGES.some((p) => next.startsWith(p));
  return safe ? next : DASHBOARD;
}
