import { useEffect } from "react";
import { scrollToSection } from "@/lib/scroll-to-section";

/**
 * Opening /#menu (typed, shared, or a header link from another page) lands on that section under
 * the sticky header, and stays there while the sections above it fill in; so does a later change
 * of the address's #section on the home page itself.
 */
export function useSectionFromHash(sectionIds: readonly string[]) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const follow = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!sectionIds.includes(id)) return;
      stop?.();
      stop = scrollToSection(id, "instant");
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => {
      window.removeEventListener("hashchange", follow);
      stop?.();
    };
  }, [sectionIds]);
}
