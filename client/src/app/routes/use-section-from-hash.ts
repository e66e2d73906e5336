import { useEffect } from "react";
import { scrollToSection } from "@/lib/scroll-to-section";

/**
 * Opening /#menu (typed, shared, or a header link from another page) lands on that section under
 * the sticky header, and stays there while the sections above it fill in.
 */
export function useSectionFromHash(sectionIds: readonly string[]) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!sectionIds.includes(id)) return;
    return scrollToSection(id, "auto");
  }, [sectionIds]);
}
