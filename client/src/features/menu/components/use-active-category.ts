import { useEffect, useState } from "react";

/**
 * The id of the group nearest the top of the screen, under the sticky header and chips. Watched
 * with an IntersectionObserver created in an effect, so the server renders without one (the first
 * group counts as on screen until the browser says otherwise).
 */
export function useActiveCategory(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(",");
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = key.split(",").find((id) => visible.get(id));
        if (first) setActive(first);
      },
      // A band just under the header and chips: the group crossing it is the one being read.
      { rootMargin: "-120px 0px -55% 0px" },
    );
    for (const id of key.split(",")) {
      const element = id && document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return active && ids.includes(active) ? active : ids[0];
}
