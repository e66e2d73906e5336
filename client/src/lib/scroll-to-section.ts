// Browser-only helpers, called from effects and event handlers (never during render).

/** How long a section stays pinned while the content above it is still loading. */
const PIN_MS = 8000;
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

let stopCurrent: (() => void) | null = null;

/**
 * Scrolls a home-page section under the sticky header (the page's scroll-padding-top) and keeps it there
 * while the content above it changes height (data arriving, skeletons replaced, images decoding),
 * until the visitor scrolls on their own or PIN_MS pass. Returns a function that stops pinning.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = "smooth"): () => void {
  stopCurrent?.();
  const target = document.getElementById(id);
  if (!target) return () => {};
  const align = (how: ScrollBehavior) => target.scrollIntoView({ behavior: how, block: "start" });
  // "instant", not "auto": the page's CSS asks for smooth scrolling, which "auto" would follow.
  align(prefersReducedMotion() ? "instant" : behavior);

  // The first notification is the observer's initial one; later ones mean the page changed height,
  // and the section is put back at once (instantly, so it does not visibly move).
  let initial = true;
  const observer = new ResizeObserver(() => {
    if (initial) initial = false;
    else align("instant");
  });
  observer.observe(document.body);
  // A jump made while another scroll is still animating (the browser's own, or an earlier smooth
  // one) can land past the section; when the scrolling settles, the section is put back.
  const settle = () => {
    if (!isAligned(target)) align("instant");
  };
  window.addEventListener("scrollend", settle);
  const timer = window.setTimeout(() => stop(), PIN_MS);
  const stop = () => {
    observer.disconnect();
    window.removeEventListener("scrollend", settle);
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
    if (stopCurrent === stop) stopCurrent = null;
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  stopCurrent = stop;
  return stop;
}

/** Whether the section sits under the sticky header, or as high as it can when the page ends below it. */
function isAligned(target: HTMLElement): boolean {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const top = target.getBoundingClientRect().top;
  const root = document.scrollingElement ?? document.documentElement;
  const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
  return Math.abs(top - padding) <= 2 || (atBottom && top > padding);
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
