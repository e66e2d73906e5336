// The name the public pages' prefetch table imports; the menu's own code uses menu-queries.ts.
export { menuQuery as menuItemsQueryOptions } from "./menu-queries";
