import { useEffect } from "react";
import { BRAND } from "@shared/brand";

/** "<page> | بروستد الأصيل": each page names itself in the tab and history (set after render, so SSR-safe). */
export function useDocumentTitle(page: string | null) {
  useEffect(() => {
    document.title = page ? `${page} | ${BRAND.name}` : `${BRAND.name} – منذ ${BRAND.since}`;
  }, [page]);
}
