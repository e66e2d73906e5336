import type { CSSProperties } from "react";

/** Slides in view at each width (Tailwind's md = 768px, lg = 1024px). */
export type SlidesPerView = { base: number; md: number; lg: number };

/** A slide's share of the strip at each width, as a CSS length ("40%", "calc(100% / 3)"). */
export type SlideWidth = { base: string; md: string; lg: string };

/** The strip's style: `.slides` (styles/index.css) sizes every slide from these, no class on each. */
export const slideWidthStyle = (width: SlideWidth) =>
  ({ "--slide": width.base, "--slide-md": width.md, "--slide-lg": width.lg }) as CSSProperties;

/**
 * The slides' window: clipped while the carousel's script moves the strip; without script a strip
 * the visitor swipes through, each slide snapping into place, so every slide can be seen.
 */
export const STRIP_VIEWPORT =
  "relative overflow-hidden noscript:overflow-x-auto noscript:snap-x noscript:snap-mandatory noscript:overscroll-x-contain";

// Written out whole so Tailwind finds every class.
const TRACK = {
  base: ["justify-center", "justify-start"],
  md: ["md:justify-center", "md:justify-start"],
  lg: ["lg:justify-center", "lg:justify-start"],
} as const;
const CONTROLS = {
  base: ["hidden", "flex"],
  md: ["md:hidden", "md:flex"],
  lg: ["lg:hidden", "lg:flex"],
} as const;

/**
 * At each width where every slide is in view at once there is nothing to scroll: the slides are
 * centred and the controls hidden. Pure CSS, decided by the count, so it renders the same on the
 * server and in the browser and nothing moves when the carousel starts. A width only gets a class
 * where it differs from the width below it (the strip starts at the start, a flex row's default).
 */
export function fitClasses(count: number, perView: SlidesPerView) {
  const widths = ["base", "md", "lg"] as const;
  const fits = widths.map((width) => count <= perView[width]);
  const pick = (table: typeof TRACK | typeof CONTROLS, below: boolean | undefined) =>
    widths
      .flatMap((width, i) => (fits[i] === (i === 0 ? below : fits[i - 1]) ? [] : [table[width][fits[i] ? 0 : 1]]))
      .join(" ");
  return { track: pick(TRACK, false), controls: pick(CONTROLS, undefined) };
}

const UNSEEN = ["unseen-sm", "unseen-md", "unseen"] as const;

/**
 * Where a slide starts out of view, its pictures wait (`.unseen*` in styles/index.css keeps them
 * unrendered, so even a lazy image is not fetched): a slide past the first perView at a width is
 * off the strip there. "" for a slide in view at every width; then "unseen-sm" (in view from md),
 * "unseen-md" (from lg), "unseen" (at no width). A phone's first load of the home page fetched
 * every slide's photo (614 KB of images with camera-weight photos); the carousel lifts the class
 * once a slide is about to show.
 */
export function unseenClass(index: number, perView: SlidesPerView): string {
  const widths = ["base", "md", "lg"] as const;
  const from = widths.findIndex((width) => index < Math.ceil(perView[width]));
  return from === 0 ? "" : UNSEEN[from === -1 ? 2 : from - 1];
}
