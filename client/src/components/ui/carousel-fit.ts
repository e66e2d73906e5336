/** Slides in view at each width (Tailwind's md = 768px, lg = 1024px). */
export type SlidesPerView = { base: number; md: number; lg: number };

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
 * server and in the browser and nothing moves when the carousel starts.
 */
export function fitClasses(count: number, perView: SlidesPerView) {
  const widths = ["base", "md", "lg"] as const;
  const pick = (table: typeof TRACK | typeof CONTROLS) =>
    widths.map((width) => table[width][count <= perView[width] ? 0 : 1]).join(" ");
  return { track: pick(TRACK), controls: pick(CONTROLS) };
}
