import { type RefObject, useEffect, useState } from "react";

type Mark = () => void;
let observer: IntersectionObserver | undefined;
const marks = new WeakMap<Element, Mark>();

/** One observer for every element that waits to come near the screen: half a screen above or below it. */
function nearScreenObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        marks.get(entry.target)?.();
        marks.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: "50% 0px" },
  );
  return observer;
}

/**
 * Whether the element has come within half a screen of the visible part of the page; once true it
 * stays true. False on the server and until the page's code runs (the observer is made in an effect).
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const watcher = nearScreenObserver();
    marks.set(element, () => setNear(true));
    watcher.observe(element);
    return () => {
      marks.delete(element);
      watcher.unobserve(element);
    };
  }, [near, ref]);
  return near;
}
