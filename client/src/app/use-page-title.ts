import { useEffect } from "react";
import { useLocation } from "wouter";
import { BRAND } from "@shared/brand";
import { NOT_FOUND_TITLE, publicPage } from "@shared/public-pages";

/** Keeps the tab title right on client-side navigation; the server writes the same title into the HTML. */
export function usePageTitle(): void {
  const [location] = useLocation();
  useEffect(() => {
    if (location.startsWith("/admin")) document.title = `لوحة التحكم – ${BRAND.name}`;
    else document.title = publicPage(location)?.title ?? NOT_FOUND_TITLE;
  }, [location]);
}
