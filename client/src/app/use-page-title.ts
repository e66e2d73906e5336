import { useEffect } from "react";
import { useLocation } from "wouter";
import { NOT_FOUND_TITLE, publicPage } from "@shared/public-pages";

/**
 * Keeps a public page's tab title right on client-side navigation, from the same table the server
 * writes into the HTML. Dashboard pages name themselves (useDocumentTitle in AdminPage).
 */
export function usePageTitle(): void {
  const [location] = useLocation();
  useEffect(() => {
    if (location === "/admin" || location.startsWith("/admin/")) return;
    document.title = publicPage(location)?.title ?? NOT_FOUND_TITLE;
  }, [location]);
}
