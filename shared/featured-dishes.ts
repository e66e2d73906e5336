import type { MenuRowDto } from "./api/menu.contract";

/** How many featured dishes the home page's hero shows. */
export const MAX_FEATURED = 6;

/**
 * The home page's hero, taken from the menu the page already has: featured dishes with a photo,
 * the most recently added first (their featuredRank, the featured read's order). Read from the menu
 * rather than a read of its own, so the page hands the browser each dish once.
 */
export function heroDishes<T extends Pick<MenuRowDto, "featuredRank" | "imageUrl">>(menu: readonly T[]): T[] {
  return menu
    .filter((item) => item.featuredRank !== null && item.imageUrl)
    .sort((a, b) => (a.featuredRank ?? 0) - (b.featuredRank ?? 0))
    .slice(0, MAX_FEATURED);
}
