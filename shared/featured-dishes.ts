import type { MenuRowDto } from "./api/menu.contract";

/** How many featured dishes the home page's hero shows. */
export const MAX_FEATURED = 6;

/**
 * The home page's hero, taken from the menu the page already has: featured dishes with a photo,
 * the most recently added first (as the featured read orders them). Read from the menu rather than
 * a read of its own, so the page hands the browser each dish once.
 */
export function heroDishes<T extends Pick<MenuRowDto, "id" | "isFeatured" | "imageUrl" | "createdAt">>(
  menu: readonly T[],
): T[] {
  return menu
    .filter((item) => item.isFeatured && item.imageUrl)
    .sort((a, b) => compare(b.createdAt, a.createdAt) || compare(b.id, a.id))
    .slice(0, MAX_FEATURED);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
