import { useEffect } from "react";
import { useLocation } from "wouter";
import { isAdminPath } from "@shared/app-paths";
import { NOT_FOUND_TITLE, ORDER_STATUS_PATH, publicPage } from "@shared/public-pages";

/**
 * Keeps a public page's tab title right on client-side navigation, from the same table the server
 * writes into the HTML. Dashboard pages name themselves; an unknown admin path is the 404 page (useDocumentTitle in AdminPage).
 * An order's status page names itself too, after its order's status.
 */
export function usePageTitle(): void {
  const [location] = useLocation();
  useEffect(() => {
    if (isAdminPath(location) || ORDER_STATUS_PATH.test(location)) return;
    document.title = publicPage(location)?.title ?? NOT_FOUND_TITLE;
  }, [location]);
}
